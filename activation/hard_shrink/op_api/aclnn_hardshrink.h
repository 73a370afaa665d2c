/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnHardshrink, CANN's two-stage interface.
 */
#ifndef OP_API_INC_HARDSHRINK_H_
#define OP_API_INC_HARDSHRINK_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnHardshrink, first stage: out = |self| <= lambd ? 0 : self element by element (self passes where
 * self > lambd or self < -lambd; NaN passes; the zero written is +0). lambd is read as float32 and a
 * negative lambd acts as 0, as CANN's entry does; FLOAT16 and BFLOAT16 are compared in float32.
 *
 * self: FLOAT, FLOAT16, BFLOAT16 (no BFLOAT16 on the Ascend910 and Ascend310P profiles), 0-8 dims,
 *   non-contiguous views allowed. lambd: any real scalar. out: self's shape, one of self's dtypes (the
 *   result is computed in self's dtype, then cast).
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnHardshrinkGetWorkspaceSize(const aclTensor *self, const aclScalar *lambd, aclTensor *out,
                                                      uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnHardshrink, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnHardshrink(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_HARDSHRINK_H_
