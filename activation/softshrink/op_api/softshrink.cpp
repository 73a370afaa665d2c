// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/softshrink.h"

#include "nnopbase/tensor.h"
#include "op_kernel/softshrink_kernel.h"

namespace l0op {

void SoftShrink(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
                uint64_t numel, float lambd)
{
    aclp::AddElementwiseKernel(executor, aclp::SoftShrinkKernel, "SoftShrink", {x, y},
                               aclp::ProblemOf(numel, {dtype}, {dtype}), aclp::SoftShrinkParams{dtype, lambd, lambd});
}

}  // namespace l0op
