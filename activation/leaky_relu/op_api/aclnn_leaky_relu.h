/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnLeakyRelu and aclnnInplaceLeakyRelu, CANN's two-stage interface.
 */
#ifndef OP_API_INC_LEAKY_RELU_H_
#define OP_API_INC_LEAKY_RELU_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnLeakyRelu, first stage: out = self > 0 ? self : self * negativeSlope element by element, as
 * PyTorch's leaky_relu (-0 and NaN take the second branch). negativeSlope is read as float32, as CANN's
 * kernel takes it; FLOAT16 and BFLOAT16 are computed in float32 and rounded once.
 *
 * self: FLOAT, FLOAT16, DOUBLE, BFLOAT16 (no BFLOAT16 on the Ascend910 profile), 0-8 dims, non-contiguous
 *   views allowed. negativeSlope: any real scalar. out: self's shape, a floating dtype self's dtype casts to
 *   (the result is computed in self's dtype, then cast); out may be self (in place).
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnLeakyReluGetWorkspaceSize(const aclTensor *self, const aclScalar *negativeSlope,
                                                     aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnLeakyRelu, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnLeakyRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                     aclrtStream stream);

/** aclnnInplaceLeakyRelu, first stage: selfRef = LeakyRelu(selfRef), with aclnnLeakyRelu's rules. */
ACLNN_API aclnnStatus aclnnInplaceLeakyReluGetWorkspaceSize(aclTensor *selfRef, const aclScalar *negativeSlope,
                                                            uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnInplaceLeakyRelu, second stage. */
ACLNN_API aclnnStatus aclnnInplaceLeakyRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                            aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_LEAKY_RELU_H_
