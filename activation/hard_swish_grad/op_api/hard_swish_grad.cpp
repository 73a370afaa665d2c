// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/hard_swish_grad.h"

#include "nnopbase/tensor.h"
#include "op_kernel/hard_swish_grad_kernel.h"

namespace l0op {

void HardSwishGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                   const aclp::BufferRef &out, aclDataType dtype, uint64_t numel, bool v2)
{
    aclp::AddElementwiseKernel(executor, aclp::HardSwishGradKernel, v2 ? "HardSwishGradV2" : "HardSwishGrad",
                               {gradOutput, self, out}, aclp::ProblemOf(numel, {dtype, dtype}, {dtype}),
                               aclp::HardSwishGradParams{dtype, v2});
}

}  // namespace l0op
