/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 */
#ifndef OP_API_INC_THRESHOLD_BACKWARD_H_
#define OP_API_INC_THRESHOLD_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnThresholdBackward, first stage.
 *
 * Formula: out[i] = (self[i] <= threshold) ? 0 : gradOutput[i], with gradOutput and self broadcast
 * (NumPy rules) to out's shape. The zero is +0 (a select). A NaN in a floating self passes the
 * gradient through, as PyTorch's threshold_backward.
 *
 * gradOutput, self, out: FLOAT, FLOAT16, BFLOAT16, INT8, UINT8, INT32, INT64 (one dtype for all three;
 *   the SoC profile may narrow the list), ND, 0-8 dimensions, non-contiguous views allowed.
 *   out may be the same tensor as gradOutput (in place).
 * threshold: a scalar of any real dtype. FLOAT16/BFLOAT16/FLOAT tensors compare in float32 against the
 *   threshold rounded to float32; integer tensors compare exactly.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null gradOutput, self, threshold, out, workspaceSize or
 * executor; 161002 for a dtype outside the list or differing dtypes, more than 8 dimensions, shapes
 * that do not broadcast, an out shape other than the broadcast shape, a complex threshold, or a
 * view that does not fit its storage. aclGetRecentErrMsg() names the parameter.
 */
ACLNN_API aclnnStatus aclnnThresholdBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                             const aclScalar *threshold, aclTensor *out,
                                                             uint64_t *workspaceSize, aclOpExecutor **executor);

/**
 * aclnnThresholdBackward, second stage: runs what the first stage planned. The work is complete when
 * aclrtSynchronizeStream(stream) returns. Returns 161001 for a null executor, or a null workspace with
 * workspaceSize > 0.
 */
ACLNN_API aclnnStatus aclnnThresholdBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                             aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_THRESHOLD_BACKWARD_H_
