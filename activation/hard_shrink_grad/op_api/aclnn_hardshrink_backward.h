/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnHardshrinkBackward, CANN's two-stage interface.
 */
#ifndef OP_API_INC_HARDSHRINK_BACKWARD_H_
#define OP_API_INC_HARDSHRINK_BACKWARD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnHardshrinkBackward, first stage: gradInput = |self| <= lambd ? 0 : gradOutput element by element
 * (the gradient passes where self > lambd, self < -lambd or self is NaN; the zero written is +0). lambd is
 * read as float32 and a negative lambd acts as 0, as CANN's entry does; FLOAT16 compares with lambd rounded
 * to FLOAT16, BFLOAT16 and FLOAT with the float32 lambd, as CANN's kernel does.
 *
 * gradOutput, self: FLOAT, FLOAT16, BFLOAT16 (no BFLOAT16 on the Ascend910 profile), shapes that
 *   broadcast, 0-8 dims, non-contiguous views allowed; computed in their promoted dtype. lambd: any real
 *   scalar. gradInput: the broadcast shape, a dtype the promoted one can be cast to, from the same list.
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, shape or view that is not
 * supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnHardshrinkBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                              const aclScalar *lambd, aclTensor *gradInput,
                                                              uint64_t *workspaceSize, aclOpExecutor **executor);

/** aclnnHardshrinkBackward, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnHardshrinkBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                              aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_HARDSHRINK_BACKWARD_H_
