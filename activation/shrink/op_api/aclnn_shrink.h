/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnShrink, CANN's two-stage interface.
 */
#ifndef OP_API_INC_SHRINK_H_
#define OP_API_INC_SHRINK_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnShrink, first stage: ONNX's Shrink element by element, out = self - bias where self > lambd,
 * self + bias where self < -lambd, 0 elsewhere (+0; a NaN self gives 0), as CANN's kernel computes it: lambd
 * and bias read as float32 and, for FLOAT16, rounded to FLOAT16 and the sum rounded to FLOAT16.
 *
 * self: FLOAT, FLOAT16, 0-8 dims, non-contiguous views allowed. lambd: a real scalar >= 0. bias: any real
 * scalar. out: self's shape and view format, FLOAT or FLOAT16 (the result is converted to it). Not on the
 * Ascend910 profile.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape, format, view or lambd
 * that is not supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnShrinkGetWorkspaceSize(const aclTensor *self, const aclScalar *lambd, const aclScalar *bias,
                                                  aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnShrink, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnShrink(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_SHRINK_H_
