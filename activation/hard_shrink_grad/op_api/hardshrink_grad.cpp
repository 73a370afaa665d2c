// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/hardshrink_grad.h"

#include "nnopbase/tensor.h"
#include "op_host/hard_shrink_grad_tiling.h"
#include "op_kernel/hard_shrink_grad_kernel.h"

namespace l0op {

void HardShrinkGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                    const aclp::BufferRef &out, aclDataType dtype, uint64_t numel, float lambd)
{
    aclp::AddElementwiseKernel(executor, aclp::HardShrinkGradKernel, "HardShrinkGrad", {gradOutput, self, out},
                               aclp::ProblemOf(numel, {dtype, dtype}, {dtype}),
                               aclp::MakeHardShrinkGradParams(dtype, lambd));
    aclp::MarkGatingSelect(executor, aclp::HardShrinkGradGateBits);  // out = |self| > lambd ? grad : +0
}

}  // namespace l0op
