// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/hard_sigmoid_grad.h"

#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/l0_common.h"
#include "nnopbase/tensor.h"
#include "op_kernel/hard_sigmoid_grad_kernel.h"

namespace l0op {

void HardSigmoidGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, aclDataType gradDtype,
                     const aclp::BufferRef &self, aclDataType selfDtype, const aclp::BufferRef &out,
                     aclDataType outDtype, uint64_t numel)
{
    const aclDataType promoted = aclp::PromoteType(gradDtype, selfDtype);
    const uint64_t bytes = numel * aclp::ElementSize(promoted);
    auto inPromoted = [&](const aclp::BufferRef &in, aclDataType dtype) {
        if (dtype == promoted) {
            return in;
        }
        const aclp::BufferRef cast = aclp::AllocWorkspace(executor, bytes);
        Cast(executor, in, dtype, cast, promoted, numel);
        return cast;
    };
    const aclp::BufferRef grad = inPromoted(gradOutput, gradDtype), x = inPromoted(self, selfDtype);
    const double size = static_cast<double>(aclp::ElementSize(promoted));
    aclp::RecordThenCast(executor, out, promoted, outDtype, numel, [&](const aclp::BufferRef &result) {
        aclp::AddElementwiseKernel(executor, aclp::HardSigmoidGradKernel, "HardSigmoidGrad", {grad, x, result},
                                   {numel, 3 * size, size, 1}, aclp::HardSigmoidGradParams{promoted});
    });
}

}  // namespace l0op
