// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/threshold_grad_v2_d.h"

#include <cstring>

#include "engine/machine.h"
#include "op_host/threshold_grad_v2_d_tiling.h"
#include "op_kernel/threshold_grad_v2_d_kernel.h"

namespace l0op {

void ThresholdGradV2D(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                      const aclp::BufferRef &out, aclDataType dtype, uint64_t numel, const aclp::ScalarValue &threshold)
{
    aclp::KernelStep &step = aclp::AddKernel(executor, aclp::ThresholdGradV2DKernel, "ThresholdGradV2D");
    step.operandNum = 3;
    step.operands[0] = gradOutput;
    step.operands[1] = self;
    step.operands[2] = out;
    const double elemBytes = static_cast<double>(aclp::ElementSize(dtype));
    step.tiling = aclp::TileElementwise({numel, 3 * elemBytes, elemBytes, 1}, aclp::Machine(), aclp::ThreadLimit());
    const aclp::ThresholdGradParams params = aclp::MakeThresholdGradParams(dtype, threshold);
    static_assert(sizeof(params) <= aclp::kKernelParamBytes, "params must fit the kernel step");
    std::memcpy(step.params, &params, sizeof(params));
}

}  // namespace l0op
