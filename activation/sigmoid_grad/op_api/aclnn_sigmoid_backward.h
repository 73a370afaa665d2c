/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnSigmoidBackward, CANN's two-stage interface.
 */
#ifndef OP_API_INC_SIGMOID_BACKWARD_H_
#define OP_API_INC_SIGMOID_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnSigmoidBackward, first stage: gradInput = gradOutput * (1 - output) * output element by element (output:
 * the forward's result), in the promoted dtype of gradOutput and output as CANN's kernel and PyTorch compute it,
 * then converted to gradInput's dtype.
 *
 * gradOutput, output: FLOAT, FLOAT16, BFLOAT16, DOUBLE (no BFLOAT16 on the Ascend910 profile; CANN's COMPLEX64 and
 * COMPLEX128 are not supported), shapes that broadcast, 0-8 dims, non-contiguous views allowed. gradInput: the
 * broadcast shape, a dtype of the list the promoted one can be cast to.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnSigmoidBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *output,
                                                           aclTensor *gradInput, uint64_t *workspaceSize,
                                                           aclOpExecutor **executor);

/** aclnnSigmoidBackward, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnSigmoidBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                           const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_SIGMOID_BACKWARD_H_
