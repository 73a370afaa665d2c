// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/relu.h"

#include "nnopbase/tensor.h"
#include "op_kernel/relu_kernel.h"

namespace l0op {

void Relu(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
          uint64_t numel)
{
    aclp::AddElementwiseKernel(executor, aclp::ReluKernel, "Relu", {x, y}, aclp::ProblemOf(numel, {dtype}, {dtype}),
                               aclp::ReluParams{dtype});
}

}  // namespace l0op
