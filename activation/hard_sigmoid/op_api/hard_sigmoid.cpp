// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/hard_sigmoid.h"

#include "nnopbase/tensor.h"
#include "op_kernel/hard_sigmoid_kernel.h"

namespace l0op {

void HardSigmoid(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
                 uint64_t numel)
{
    aclp::AddElementwiseKernel(executor, aclp::HardSigmoidKernel, "HardSigmoid", {x, y},
                               aclp::ProblemOf(numel, {dtype}, {dtype}), aclp::HardSigmoidParams{dtype});
}

}  // namespace l0op
