// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/hard_shrink.h"

#include "nnopbase/tensor.h"
#include "op_kernel/hard_shrink_kernel.h"

namespace l0op {

void HardShrink(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
                uint64_t numel, float lambd)
{
    aclp::AddElementwiseKernel(executor, aclp::HardShrinkKernel, "HardShrink", {x, y},
                               aclp::ProblemOf(numel, {dtype}, {dtype}),
                               aclp::MakeHardShrinkGradParams(dtype, lambd, aclp::Float16Lambd::kExact));
}

}  // namespace l0op
