// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SIGMOID_GRAD_OP_API_HARD_SIGMOID_GRAD_H_
#define ACLP_ACTIVATION_HARD_SIGMOID_GRAD_OP_API_HARD_SIGMOID_GRAD_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records out = (-3 < self < 3) ? gradOutput / 6 : 0 over `numel` dense elements of `dtype` (FLOAT, FLOAT16 or
// BFLOAT16, the promoted type of CANN's gradOutput and self), computed in float32 and rounded once to `dtype`.
void HardSigmoidGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                     const aclp::BufferRef &out, aclDataType dtype, uint64_t numel);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_HARD_SIGMOID_GRAD_OP_API_HARD_SIGMOID_GRAD_H_
