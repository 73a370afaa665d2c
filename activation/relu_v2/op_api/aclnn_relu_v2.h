/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnReluV2: an aclnn-portable extension (CANN offers ReluV2 in graph mode only), in CANN's
 * two-stage style.
 */
#ifndef OP_API_INC_RELU_V2_H_
#define OP_API_INC_RELU_V2_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnReluV2, first stage: out = max(self, 0) and mask = the 1-bit mask of self > 0.
 *
 * Mask layout: element i of the flattened tensor is bit i % 8 (least significant first) of byte i / 8;
 * ceil(numel / 8) bytes, unused high bits of the last byte 0. NaN: out keeps NaN, mask bit 0; -0 becomes
 * +0 (as CANN's golden for ReluV2; PyTorch's relu keeps -0). Any shape works (CANN needs the last dimension to be a
 * multiple of 8).
 *
 * self, out: BFLOAT16, FLOAT16, FLOAT, INT8, INT32, UINT8, INT64 (one dtype), same shape, 0-8 dims,
 *   non-contiguous views allowed, out may be self (in place).
 * mask: UINT1 (or UINT8 holding the packed bytes), view shape = self's shape, contiguous, offset 0.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a bad dtype, shape, mask layout
 * or view, or on a SoC profile without the operator. aclGetRecentErrMsg() names the parameter.
 */
ACLNN_API aclnnStatus aclnnReluV2GetWorkspaceSize(const aclTensor *self, aclTensor *out, aclTensor *mask,
                                                  uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnReluV2, second stage: runs what the first stage planned. */
ACLNN_API aclnnStatus aclnnReluV2(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_RELU_V2_H_
