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
    const double elemBytes = static_cast<double>(aclp::ElementSize(dtype));
    aclp::AddElementwiseKernel(executor, aclp::HardShrinkGradKernel, "HardShrinkGrad", {gradOutput, self, out},
                               {numel, 3 * elemBytes, elemBytes, 1}, aclp::MakeHardShrinkGradParams(dtype, lambd));
}

}  // namespace l0op
