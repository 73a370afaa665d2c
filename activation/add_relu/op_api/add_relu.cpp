// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/add_relu.h"

#include "nnopbase/tensor.h"

namespace l0op {

void AddRelu(aclOpExecutor *executor, const aclp::BufferRef &self, const aclp::BufferRef &other,
             const aclp::BufferRef &out, const aclp::AddReluParams &params, uint64_t numel)
{
    aclp::AddElementwiseKernel(executor, aclp::AddReluKernel, "AddRelu", {self, other, out},
                               aclp::ProblemOf(numel, {params.self, params.other}, {params.out}), params);
}

}  // namespace l0op
