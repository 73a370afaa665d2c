// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/leaky_relu.h"

#include "nnopbase/tensor.h"
#include "op_kernel/leaky_relu_kernel.h"

namespace l0op {

void LeakyRelu(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
               uint64_t numel, float negativeSlope)
{
    aclp::AddElementwiseKernel(executor, aclp::LeakyReluKernel, "LeakyRelu", {x, y},
                               aclp::ProblemOf(numel, {dtype}, {dtype}), aclp::LeakyReluParams{dtype, negativeSlope});
}

}  // namespace l0op
