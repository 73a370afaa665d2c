// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/leaky_relu_grad.h"

#include "nnopbase/tensor.h"
#include "op_kernel/leaky_relu_grad_kernel.h"

namespace l0op {

void LeakyReluGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                   const aclp::BufferRef &out, aclDataType dtype, uint64_t numel, float negativeSlope)
{
    aclp::AddElementwiseKernel(executor, aclp::LeakyReluGradKernel, "LeakyReluGrad", {gradOutput, self, out},
                               aclp::ProblemOf(numel, {dtype, dtype}, {dtype}),
                               aclp::LeakyReluGradParams{dtype, negativeSlope});
}

}  // namespace l0op
