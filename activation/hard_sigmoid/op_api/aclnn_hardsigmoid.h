/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnHardsigmoid and aclnnInplaceHardsigmoid, CANN's two-stage interface.
 */
#ifndef OP_API_INC_HARDSIGMOID_H_
#define OP_API_INC_HARDSIGMOID_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnHardsigmoid, first stage: out = clip(self / 6 + 1/2, 0, 1) element by element, computed as PyTorch's
 * hardsigmoid: min(max(self + 3, 0), 6) / 6 in float32 (FLOAT16 and BFLOAT16 widened, the result rounded
 * once); NaN stays NaN. INT32: the float32 result truncated, so 1 where self >= 3, else 0.
 *
 * self, out: FLOAT, FLOAT16, INT32, BFLOAT16 (no BFLOAT16 on the Ascend910 profile), one dtype, the same
 *   shape, 0-8 dims, non-contiguous views allowed; out may be self (in place).
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnHardsigmoidGetWorkspaceSize(const aclTensor *self, aclTensor *out, uint64_t *workspaceSize,
                                                       aclOpExecutor **executor);

/** aclnnHardsigmoid, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnHardsigmoid(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                       const aclrtStream stream);

/** aclnnInplaceHardsigmoid, first stage: self = Hardsigmoid(self), with aclnnHardsigmoid's rules. */
ACLNN_API aclnnStatus aclnnInplaceHardsigmoidGetWorkspaceSize(const aclTensor *self, uint64_t *workspaceSize,
                                                              aclOpExecutor **executor);

/** aclnnInplaceHardsigmoid, second stage. */
ACLNN_API aclnnStatus aclnnInplaceHardsigmoid(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                              const aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_HARDSIGMOID_H_
