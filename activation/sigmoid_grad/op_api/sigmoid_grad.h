// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_SIGMOID_GRAD_OP_API_SIGMOID_GRAD_H_
#define ACLP_ACTIVATION_SIGMOID_GRAD_OP_API_SIGMOID_GRAD_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records gradInput = ((1 - output) * gradOutput) * output over `numel` dense elements of one dtype (FLOAT, FLOAT16,
// BFLOAT16, DOUBLE).
void SigmoidGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &output,
                 const aclp::BufferRef &gradInput, aclDataType dtype, uint64_t numel);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_SIGMOID_GRAD_OP_API_SIGMOID_GRAD_H_
