// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/hard_sigmoid_grad.h"

#include "nnopbase/tensor.h"
#include "op_kernel/hard_sigmoid_grad_kernel.h"

namespace l0op {

void HardSigmoidGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                     const aclp::BufferRef &out, aclDataType dtype, uint64_t numel)
{
    aclp::AddElementwiseKernel(executor, aclp::HardSigmoidGradKernel, "HardSigmoidGrad", {gradOutput, self, out},
                               aclp::ProblemOf(numel, {dtype, dtype}, {dtype}), aclp::HardSigmoidGradParams{dtype});
}

}  // namespace l0op
