// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/hardswish.h"

#include "nnopbase/tensor.h"
#include "op_kernel/hardswish_kernel.h"

namespace l0op {

void HardSwish(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
               uint64_t numel)
{
    aclp::AddElementwiseKernel(executor, aclp::HardSwishKernel, "HardSwish", {x, y},
                               aclp::ProblemOf(numel, {dtype}, {dtype}), aclp::HardSwishParams{dtype});
}

}  // namespace l0op
