// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SIGMOID_GRAD_OP_API_HARD_SIGMOID_GRAD_H_
#define ACLP_ACTIVATION_HARD_SIGMOID_GRAD_OP_API_HARD_SIGMOID_GRAD_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records out = (-3 < self < 3) ? gradOutput / 6 : 0 over `numel` dense elements, computed in float32,
// rounded to the promoted type of gradOutput and self, then to outDtype. The kernel runs in the promoted
// type (FLOAT, FLOAT16 or BFLOAT16); an input of another dtype is first cast to it in the workspace, and a
// result for another out dtype is cast from it (both exact widenings but the last, which rounds once),
// as CANN's aclnn layer casts around its kernel.
void HardSigmoidGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, aclDataType gradDtype,
                     const aclp::BufferRef &self, aclDataType selfDtype, const aclp::BufferRef &out,
                     aclDataType outDtype, uint64_t numel);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_HARD_SIGMOID_GRAD_OP_API_HARD_SIGMOID_GRAD_H_
