// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/hardtanh_grad.h"

#include "nnopbase/tensor.h"
#include "op_host/hardtanh_grad_tiling.h"
#include "op_kernel/hardtanh_grad_kernel.h"

namespace l0op {

void HardtanhGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                  const aclp::BufferRef &out, aclDataType dtype, uint64_t numel, float min, float max)
{
    aclp::AddElementwiseKernel(executor, aclp::HardtanhGradKernel, "HardtanhGrad", {gradOutput, self, out},
                               aclp::ProblemOf(numel, {dtype, dtype}, {dtype}),
                               aclp::MakeHardtanhGradParams(dtype, min, max));
    aclp::MarkGatingSelect(executor, aclp::HardtanhGradGateBits);  // out = min < self < max ? grad : +0
}

}  // namespace l0op
