// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/heaviside.h"

#include "nnopbase/tensor.h"
#include "op_kernel/heaviside_kernel.h"

namespace l0op {

void Heaviside(aclOpExecutor *executor, const aclp::BufferRef &input, const aclp::BufferRef &values,
               const aclp::BufferRef &out, aclDataType dtype, uint64_t numel)
{
    aclp::AddElementwiseKernel(executor, aclp::HeavisideKernel, "Heaviside", {input, values, out},
                               aclp::ProblemOf(numel, {dtype, dtype}, {dtype}), aclp::HeavisideParams{dtype});
}

}  // namespace l0op
