// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SoftShrinkGrad runs HardShrinkGrad's kernel: both pass the gradient where |self| exceeds lambd. Two
// differences are parameters: FLOAT16 compares with lambd itself (not rounded to FLOAT16), and a NaN lambd
// passes the gradient only where self is NaN, which is the band |self| <= +Inf.
#include "op_api/soft_shrink_grad.h"

#include <cmath>

#include "hard_shrink_grad/op_host/hard_shrink_grad_tiling.h"
#include "hard_shrink_grad/op_kernel/hard_shrink_grad_kernel.h"
#include "nnopbase/tensor.h"

namespace l0op {

void SoftShrinkGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                    const aclp::BufferRef &out, aclDataType dtype, uint64_t numel, float lambd)
{
    const float band = std::isnan(lambd) ? INFINITY : lambd;
    aclp::AddElementwiseKernel(executor, aclp::HardShrinkGradKernel, "SoftShrinkGrad", {gradOutput, self, out},
                               aclp::ProblemOf(numel, {dtype, dtype}, {dtype}),
                               aclp::MakeHardShrinkGradParams(dtype, band, aclp::Float16Lambd::kExact));
    aclp::MarkGatingSelect(executor, aclp::HardShrinkGradGateBits);  // out = |self| > lambd ? grad : +0
}

}  // namespace l0op
