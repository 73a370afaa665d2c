// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_API_HARD_SWISH_GRAD_H_
#define ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_API_HARD_SWISH_GRAD_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records out = HardswishBackward(gradOutput, self) (v2: HardswishBackwardV2's bounds and form) over `numel` dense
// elements of one dtype (FLOAT, FLOAT16, BFLOAT16; computed in float32).
void HardSwishGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                   const aclp::BufferRef &out, aclDataType dtype, uint64_t numel, bool v2);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_API_HARD_SWISH_GRAD_H_
