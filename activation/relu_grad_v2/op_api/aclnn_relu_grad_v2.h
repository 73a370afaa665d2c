/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnReluGradV2: an aclnn-portable extension (CANN offers ReluGradV2 in graph mode only), in CANN's
 * two-stage style.
 */
#ifndef OP_API_INC_RELU_GRAD_V2_H_
#define OP_API_INC_RELU_GRAD_V2_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnReluGradV2, first stage: backprops[i] = bit i of mask ? gradients[i] : +0 (a select).
 *
 * The mask is the one aclnnReluV2 writes: element i of the flattened tensor is bit i % 8 (least
 * significant first) of byte i / 8. Any shape works (CANN needs the last dimension to be a multiple
 * of 8). Backward of ReLU reading 1 bit per element instead of the saved activation.
 *
 * gradients, backprops: BFLOAT16, FLOAT16, FLOAT, INT8, INT32, UINT8 (one dtype), same shape, 0-8 dims,
 *   non-contiguous views allowed, backprops may be gradients (in place).
 * mask: UINT1 (or UINT8 holding the packed bytes), view shape = gradients' shape, contiguous, offset 0.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a bad dtype, shape, mask layout
 * or view, or on a SoC profile without the operator. aclGetRecentErrMsg() names the parameter.
 */
ACLNN_API aclnnStatus aclnnReluGradV2GetWorkspaceSize(const aclTensor *gradients, const aclTensor *mask,
                                                      aclTensor *backprops, uint64_t *workspaceSize,
                                                      aclOpExecutor **executor);

/** aclnnReluGradV2, second stage: runs what the first stage planned. */
ACLNN_API aclnnStatus aclnnReluGradV2(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_RELU_GRAD_V2_H_
