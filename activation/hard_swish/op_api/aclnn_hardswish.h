/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnHardswish and aclnnInplaceHardswish, CANN's two-stage interfaces.
 */
#ifndef OP_API_INC_HARDSWISH_H_
#define OP_API_INC_HARDSWISH_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnHardswish, first stage: out = self where self >= 3, +0 where self <= -3, self * (self + 3) / 6 between
 * (float32 arithmetic, rounded once to self's dtype; NaN stays NaN), then converted to out's dtype.
 *
 * self: FLOAT, FLOAT16, BFLOAT16 (no BFLOAT16 on the Ascend910 profile), 0-8 dims, non-contiguous views allowed.
 * out: self's shape, a dtype of the list self's can be cast to.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnHardswishGetWorkspaceSize(const aclTensor *self, const aclTensor *out,
                                                     uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnHardswish, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnHardswish(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                     const aclrtStream stream);

/** aclnnInplaceHardswish, first stage: self = Hardswish(self). */
ACLNN_API aclnnStatus aclnnInplaceHardswishGetWorkspaceSize(const aclTensor *self, uint64_t *workspaceSize,
                                                            aclOpExecutor **executor);

/** aclnnInplaceHardswish, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnInplaceHardswish(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                            const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_HARDSWISH_H_
