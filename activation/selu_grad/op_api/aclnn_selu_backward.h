/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnSeluBackward, CANN's two-stage interface.
 */
#ifndef OP_API_INC_SELU_BACKWARD_H_
#define OP_API_INC_SELU_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnSeluBackward, first stage: gradInput = result <= 0 ? gradOutput * (result + scale * alpha)
 * : gradOutput * scale element by element (result: the forward's output), with SELU's float32 constants, as CANN's
 * kernel and PyTorch's elu_backward compute it.
 *
 * gradOutput, result, gradInput: FLOAT, FLOAT16, BFLOAT16, INT32, INT8 (no BFLOAT16 on the Ascend910 profile), one
 * dtype and one shape, 0-8 dims, non-contiguous views allowed.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnSeluBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *result,
                                                        aclTensor *gradInput, uint64_t *workspaceSize,
                                                        aclOpExecutor **executor);

/** aclnnSeluBackward, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnSeluBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                        aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_SELU_BACKWARD_H_
