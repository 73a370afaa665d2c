// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/relu_grad_v2.h"

#include "nnopbase/tensor.h"
#include "op_kernel/relu_grad_v2_kernel.h"

namespace l0op {

void ReluGradV2(aclOpExecutor *executor, const aclp::BufferRef &gradients, const aclp::BufferRef &mask,
                const aclp::BufferRef &backprops, aclDataType dtype, uint64_t numel)
{
    const double elemBytes = static_cast<double>(aclp::ElementSize(dtype));
    // Blocks start on multiples of 64 elements: whole 64-bit mask words.
    aclp::AddElementwiseKernel(executor, aclp::ReluGradV2Kernel, "ReluGradV2", {gradients, mask, backprops},
                               {numel, 2 * elemBytes + 0.125, elemBytes, 64}, aclp::ReluGradV2Params{dtype});
}

}  // namespace l0op
