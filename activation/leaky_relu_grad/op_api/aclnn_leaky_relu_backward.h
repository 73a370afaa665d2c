/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnLeakyReluBackward, CANN's two-stage interface.
 */
#ifndef OP_API_INC_LEAKY_RELU_BACKWARD_H_
#define OP_API_INC_LEAKY_RELU_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnLeakyReluBackward, first stage: out = self > 0 ? gradOutput : gradOutput * negativeSlope element by element,
 * in the promoted dtype of gradOutput and self (negativeSlope taken as float32, as CANN's kernel takes it), then
 * converted to out's dtype. selfIsResult says self is the forward's result rather than its input (then
 * negativeSlope must not be negative).
 *
 * gradOutput, self: FLOAT, FLOAT16, BFLOAT16, DOUBLE (no BFLOAT16 on the Ascend910 profile), shapes that broadcast,
 * 0-8 dims, non-contiguous views allowed. negativeSlope: FLOAT, FLOAT16, DOUBLE, INT32, INT64, INT8, UINT8, BOOL,
 * INT16, BFLOAT16 (not on the Ascend910 profile). out: the broadcast shape, a dtype of the list the promoted one can
 * be cast to.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported, or a negative negativeSlope with selfIsResult. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnLeakyReluBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                             const aclScalar *negativeSlope, bool selfIsResult,
                                                             aclTensor *out, uint64_t *workspaceSize,
                                                             aclOpExecutor **executor);

/** aclnnLeakyReluBackward, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnLeakyReluBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                             aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_LEAKY_RELU_BACKWARD_H_
