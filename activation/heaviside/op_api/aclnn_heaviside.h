/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnHeaviside, CANN's two-stage interface.
 */
#ifndef OP_API_INC_HEAVISIDE_H_
#define OP_API_INC_HEAVISIDE_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnHeaviside, first stage: the Heaviside step function element by element, out = values where input is 0
 * (either sign), 1 where input > 0, 0 where input < 0 or is NaN (+0), as CANN's kernel computes it.
 *
 * input, values: FLOAT, FLOAT16, BFLOAT16 of one dtype, shapes that broadcast, 0-8 dims, non-contiguous views
 * allowed. out: input's dtype, the broadcast shape. Only on the Ascend910B and Ascend910_93 profiles (and the
 * default).
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnHeavisideGetWorkspaceSize(const aclTensor *input, const aclTensor *values, aclTensor *out,
                                                     uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnHeaviside, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnHeaviside(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                     aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_HEAVISIDE_H_
