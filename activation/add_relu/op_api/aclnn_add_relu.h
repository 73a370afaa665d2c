/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnAddRelu and aclnnInplaceAddRelu, CANN's two-stage interfaces.
 */
#ifndef OP_API_INC_ADD_RELU_H_
#define OP_API_INC_ADD_RELU_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnAddRelu, first stage: out = relu(self + alpha * other) element by element, in the promoted dtype of self
 * and other as CANN's plan computes it: floating ones in float32 (alpha read as float32; one fused multiply-add
 * when alpha is not 1, as PyTorch's add), integers with wrapping arithmetic; relu keeps NaN and gives +0 for -0
 * and negatives; the result converted to out's dtype.
 *
 * self, other: FLOAT, FLOAT16, BFLOAT16, INT8, UINT8, INT16, INT32, INT64 (no BFLOAT16 on the Ascend910 profile),
 *   shapes that broadcast, 0-8 dims, non-contiguous views allowed. alpha: a scalar the promoted dtype can take
 *   (a floating alpha needs a floating promoted dtype). out: the broadcast shape, a dtype of the list the promoted
 *   one can be cast to.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnAddReluGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclScalar *alpha,
                                                   aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnAddRelu, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnAddRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                   aclrtStream stream);

/**
 * aclnnInplaceAddRelu, first stage: selfRef = relu(selfRef + alpha * other), as aclnnAddRelu with out = selfRef;
 * other broadcasts to selfRef's shape.
 */
ACLNN_API aclnnStatus aclnnInplaceAddReluGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other, aclScalar *alpha,
                                                          uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnInplaceAddRelu, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnInplaceAddRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                          aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_ADD_RELU_H_
