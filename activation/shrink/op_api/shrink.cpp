// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Shrink runs SoftShrink's kernel, whose bias is a parameter. CANN's Shrink kernel computes FLOAT16 in
// FLOAT16 with lambd and bias converted to it; SoftShrink's kernel computes in float32 and rounds once, which
// for a sum of two FLOAT16 values is the FLOAT16 sum (float32 holds more than twice FLOAT16's precision), so
// rounding lambd and bias here is all it takes.
#include "op_api/shrink.h"

#include "common/half.h"
#include "nnopbase/tensor.h"
#include "softshrink/op_kernel/softshrink_kernel.h"

namespace l0op {

void Shrink(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
            uint64_t numel, float lambd, float bias)
{
    if (dtype == ACL_FLOAT16) {
        lambd = aclp::RoundedTo16(lambd, false);
        bias = aclp::RoundedTo16(bias, false);
    }
    aclp::AddElementwiseKernel(executor, aclp::SoftShrinkKernel, "Shrink", {x, y},
                               aclp::ProblemOf(numel, {dtype}, {dtype}), aclp::SoftShrinkParams{dtype, lambd, bias});
}

}  // namespace l0op
