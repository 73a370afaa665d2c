// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/threshold_grad_v2_d.h"

#include "op_host/threshold_grad_v2_d_tiling.h"
#include "op_kernel/threshold_grad_v2_d_kernel.h"

namespace l0op {

void ThresholdGradV2D(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                      const aclp::BufferRef &out, aclDataType dtype, uint64_t numel, const aclp::ScalarValue &threshold)
{
    aclp::AddElementwiseKernel(executor, aclp::ThresholdGradV2DKernel, "ThresholdGradV2D", {gradOutput, self, out},
                               aclp::ProblemOf(numel, {dtype, dtype}, {dtype}),
                               aclp::MakeThresholdGradParams(dtype, threshold));
    aclp::MarkGatingSelect(executor, aclp::ThresholdGradV2DGateBits);  // out = self > threshold ? grad : +0
}

}  // namespace l0op
