/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnHardtanhBackward, CANN's two-stage interface.
 */
#ifndef OP_API_INC_HARDTANH_BACKWARD_H_
#define OP_API_INC_HARDTANH_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnHardtanhBackward, first stage: out = gradOutput where min < self < max, 0 elsewhere (+0), element by
 * element; a NaN self passes the gradient. min and max are read as float32 and compared in float32, as CANN's
 * kernel does; a NaN min or max lets only a NaN self's gradient pass.
 *
 * gradOutput, self: FLOAT, FLOAT16, BFLOAT16 (no BFLOAT16 on the Ascend910 profile), one dtype and one shape,
 *   0-8 dims, non-contiguous views allowed. min, max: any real scalars. out: self's shape and dtype.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnHardtanhBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                            const aclScalar *min, const aclScalar *max, aclTensor *out,
                                                            uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnHardtanhBackward, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnHardtanhBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                            aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_HARDTANH_BACKWARD_H_
