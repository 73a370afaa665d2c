/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnHardswishBackwardV2, CANN's two-stage interface.
 */
#ifndef OP_API_INC_HARDSWISH_BACKWARD_V2_H_
#define OP_API_INC_HARDSWISH_BACKWARD_V2_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnHardswishBackwardV2, first stage: out = gradOutput * d element by element, d = 0 where self <= -3,
 * self / 3 + 0.5 where -3 < self < 3, 1 where self >= 3 (and for a NaN self), in float32 arithmetic rounded once to
 * the dtype, as CANN's doc defines it.
 *
 * gradOutput, self, out: FLOAT, FLOAT16, BFLOAT16 (no BFLOAT16 on the Ascend910 profile), one dtype and one shape,
 * 0-8 dims, non-contiguous views allowed.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnHardswishBackwardV2GetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                               aclTensor *out, uint64_t *workspaceSize,
                                                               aclOpExecutor **executor);

/** aclnnHardswishBackwardV2, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnHardswishBackwardV2(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                               aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_HARDSWISH_BACKWARD_V2_H_
