/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 */
#ifndef OP_API_INC_HARDSIGMOID_BACKWARD_H_
#define OP_API_INC_HARDSIGMOID_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnHardsigmoidBackward, first stage.
 *
 * Formula: out[i] = (-3 < self[i] < 3) ? gradOutput[i] * (1.0f / 6.0f) : 0, computed in float32
 * (FLOAT16/BFLOAT16 widened exactly), rounded to nearest even into the promoted type of gradOutput and
 * self, then cast to out's dtype. A NaN self gives +0; NaN/Inf gradients inside the interval propagate.
 * Bit-exact with PyTorch's hardsigmoid_backward, including self = 2.99999976f (the float below 3),
 * where CANN's kernel gives 0.
 *
 * gradOutput, self: FLOAT, FLOAT16, BFLOAT16 (each its own; the SoC profile may narrow the list).
 * out: a floating dtype the promoted type can be cast to (FLOAT, FLOAT16, BFLOAT16, DOUBLE).
 * Shapes of all three equal (no broadcasting), ND, 0-8 dimensions, non-contiguous views allowed.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null gradOutput, self, out, workspaceSize or executor;
 * 161002 for a dtype outside the list, an out dtype the promoted type cannot be cast to, unequal
 * shapes, more than 8 dimensions or a view that does not fit its storage. aclGetRecentErrMsg()
 * names the parameter.
 */
ACLNN_API aclnnStatus aclnnHardsigmoidBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                               aclTensor *out, uint64_t *workspaceSize,
                                                               aclOpExecutor **executor);

/**
 * aclnnHardsigmoidBackward, second stage: runs what the first stage planned. The work is complete
 * when aclrtSynchronizeStream(stream) returns.
 */
ACLNN_API aclnnStatus aclnnHardsigmoidBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                               aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_HARDSIGMOID_BACKWARD_H_
