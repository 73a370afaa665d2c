// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/selu_grad.h"

#include "nnopbase/tensor.h"
#include "op_kernel/selu_grad_kernel.h"

namespace l0op {

void SeluGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &result,
              const aclp::BufferRef &gradInput, aclDataType dtype, uint64_t numel)
{
    aclp::AddElementwiseKernel(executor, aclp::SeluGradKernel, "SeluGrad", {gradOutput, result, gradInput},
                               aclp::ProblemOf(numel, {dtype, dtype}, {dtype}), aclp::SeluGradParams{dtype});
}

}  // namespace l0op
