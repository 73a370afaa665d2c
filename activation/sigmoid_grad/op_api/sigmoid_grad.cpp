// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/sigmoid_grad.h"

#include "nnopbase/tensor.h"
#include "op_kernel/sigmoid_grad_kernel.h"

namespace l0op {

void SigmoidGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &output,
                 const aclp::BufferRef &gradInput, aclDataType dtype, uint64_t numel)
{
    aclp::AddElementwiseKernel(executor, aclp::SigmoidGradKernel, "SigmoidGrad", {gradOutput, output, gradInput},
                               aclp::ProblemOf(numel, {dtype, dtype}, {dtype}), aclp::SigmoidGradParams{dtype});
}

}  // namespace l0op
