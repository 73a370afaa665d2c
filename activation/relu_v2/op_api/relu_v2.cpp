// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/relu_v2.h"

#include "nnopbase/tensor.h"
#include "op_kernel/relu_v2_kernel.h"

namespace l0op {

void ReluV2(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, const aclp::BufferRef &mask,
            aclDataType dtype, uint64_t numel)
{
    const double elemBytes = static_cast<double>(aclp::ElementSize(dtype));
    // Blocks start on multiples of 64 elements: whole 64-bit mask words, no byte shared by two threads.
    aclp::AddElementwiseKernel(executor, aclp::ReluV2Kernel, "ReluV2", {x, y, mask},
                               {numel, 2 * elemBytes + 0.125, elemBytes + 0.125, 64}, aclp::ReluV2Params{dtype});
}

}  // namespace l0op
