// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/hard_sigmoid_grad.h"

#include "nnopbase/tensor.h"
#include "op_kernel/hard_sigmoid_grad_kernel.h"

namespace l0op {

void HardSigmoidGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, aclDataType gradDtype,
                     const aclp::BufferRef &self, aclDataType selfDtype, const aclp::BufferRef &out,
                     aclDataType outDtype, uint64_t numel)
{
    const double outBytes = static_cast<double>(aclp::ElementSize(outDtype));
    const double bytes = static_cast<double>(aclp::ElementSize(gradDtype) + aclp::ElementSize(selfDtype)) + outBytes;
    aclp::AddElementwiseKernel(executor, aclp::HardSigmoidGradKernel, "HardSigmoidGrad", {gradOutput, self, out},
                               {numel, bytes, outBytes, 1},
                               aclp::HardSigmoidGradParams{gradDtype, selfDtype, outDtype});
}

}  // namespace l0op
