// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/squared_relu.h"

#include "nnopbase/tensor.h"
#include "op_kernel/squared_relu_kernel.h"

namespace l0op {

void SquaredRelu(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
                 uint64_t numel)
{
    aclp::AddElementwiseKernel(executor, aclp::SquaredReluKernel, "SquaredRelu", {x, y},
                               aclp::ProblemOf(numel, {dtype}, {dtype}), aclp::SquaredReluParams{dtype});
}

}  // namespace l0op
