/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnRelu and aclnnInplaceRelu, CANN's two-stage interface.
 */
#ifndef OP_API_INC_RELU_H_
#define OP_API_INC_RELU_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnRelu, first stage: out = max(self, 0) element by element, as CANN's golden: +0 wherever self <= 0
 * (-0 included; PyTorch's relu keeps -0), NaN kept.
 *
 * self, out: FLOAT, FLOAT16, BFLOAT16, INT8, UINT8, INT32, INT64 (no BFLOAT16 on the Ascend910 profile),
 *   one dtype, the same shape, 0-8 dims, non-contiguous views allowed; out may be self (in place).
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnReluGetWorkspaceSize(const aclTensor *self, const aclTensor *out, uint64_t *workspaceSize,
                                                aclOpExecutor **executor);

/** aclnnRelu, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                const aclrtStream stream);

/** aclnnInplaceRelu, first stage: selfRef = max(selfRef, 0), with aclnnRelu's rules. */
ACLNN_API aclnnStatus aclnnInplaceReluGetWorkspaceSize(aclTensor *selfRef, uint64_t *workspaceSize,
                                                       aclOpExecutor **executor);

/** aclnnInplaceRelu, second stage. */
ACLNN_API aclnnStatus aclnnInplaceRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                       const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_RELU_H_
