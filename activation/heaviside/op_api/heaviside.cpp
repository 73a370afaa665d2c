// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/heaviside.h"

#include "nnopbase/tensor.h"
#include "op_kernel/heaviside_kernel.h"

namespace l0op {

void Heaviside(aclOpExecutor *executor, const aclp::BufferRef &input, const aclp::BufferRef &values,
               const aclp::BufferRef &out, aclDataType dtype, uint64_t numel)
{
    const double elemBytes = static_cast<double>(aclp::ElementSize(dtype));
    aclp::AddElementwiseKernel(executor, aclp::HeavisideKernel, "Heaviside", {input, values, out},
                               {numel, 3 * elemBytes, elemBytes, 1}, aclp::HeavisideParams{dtype});
}

}  // namespace l0op
