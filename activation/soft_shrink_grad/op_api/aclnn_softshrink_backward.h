/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnSoftshrinkBackward, CANN's two-stage interface.
 */
#ifndef OP_API_INC_SOFT_SHRINK_BACKWARD_H_
#define OP_API_INC_SOFT_SHRINK_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnSoftshrinkBackward, first stage: gradInput = |self| > lambd or self is NaN ? gradOutput : 0 element by
 * element (the zero written is +0). lambd is read as float32 and must be >= 0 (or NaN, which lets the
 * gradient pass only where self is NaN); FLOAT16 and BFLOAT16 are compared in float32, as CANN's kernel does.
 *
 * gradOutput, self: FLOAT, FLOAT16, BFLOAT16 (no BFLOAT16 on the Ascend910 and Ascend310P profiles), shapes
 *   that broadcast, 0-8 dims, non-contiguous views allowed; when their dtypes differ both are converted to
 *   FLOAT. lambd: any real scalar >= 0. gradInput: the broadcast shape, a dtype of the same list.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape, view or lambd that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnSoftshrinkBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                              const aclScalar *lambd, aclTensor *gradInput,
                                                              uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnSoftshrinkBackward, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnSoftshrinkBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                              aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_SOFT_SHRINK_BACKWARD_H_
