// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SHRINK_GRAD_OP_API_HARDSHRINK_GRAD_H_
#define ACLP_ACTIVATION_HARD_SHRINK_GRAD_OP_API_HARDSHRINK_GRAD_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records out = |self| <= lambd ? +0 : gradOutput over `numel` dense elements of one dtype (FLOAT, FLOAT16,
// BFLOAT16); lambd >= 0 or NaN, compared as CANN's kernel compares it (see hard_shrink_grad_tiling.h).
void HardShrinkGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                    const aclp::BufferRef &out, aclDataType dtype, uint64_t numel, float lambd);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_HARD_SHRINK_GRAD_OP_API_HARDSHRINK_GRAD_H_
