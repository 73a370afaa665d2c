// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/selu_grad.h"

#include "nnopbase/tensor.h"
#include "op_kernel/selu_grad_kernel.h"

namespace l0op {

void SeluGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &result,
              const aclp::BufferRef &gradInput, aclDataType dtype, uint64_t numel)
{
    const double elemBytes = static_cast<double>(aclp::ElementSize(dtype));
    aclp::AddElementwiseKernel(executor, aclp::SeluGradKernel, "SeluGrad", {gradOutput, result, gradInput},
                               {numel, 3 * elemBytes, elemBytes, 1}, aclp::SeluGradParams{dtype});
}

}  // namespace l0op
