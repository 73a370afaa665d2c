/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnSoftshrink, CANN's two-stage interface.
 */
#ifndef OP_API_INC_SOFTSHRINK_H_
#define OP_API_INC_SOFTSHRINK_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnSoftshrink, first stage: out = self - lambd where self > lambd, self + lambd where self < -lambd,
 * +0 elsewhere (NaN included), element by element. lambd is read as float32 and must not be negative;
 * FLOAT16 and BFLOAT16 are computed in float32 and rounded to their dtype, as CANN's kernel does.
 *
 * self: FLOAT, FLOAT16, BFLOAT16 (no BFLOAT16 on the Ascend910 profile), 0-8 dims, non-contiguous views
 *   allowed. lambd: any real scalar, >= 0 (or NaN). out: self's shape, one of self's dtypes (the result is
 *   computed in self's dtype, then cast).
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape, view or lambd that is
 * not supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnSoftshrinkGetWorkspaceSize(const aclTensor *self, const aclScalar *lambd, aclTensor *out,
                                                      uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnSoftshrink, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnSoftshrink(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_SOFTSHRINK_H_
