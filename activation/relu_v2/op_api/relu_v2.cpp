// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/relu_v2.h"

#include "nnopbase/tensor.h"
#include "op_kernel/relu_v2_kernel.h"

namespace l0op {

void ReluV2(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, const aclp::BufferRef &mask,
            aclDataType dtype, uint64_t numel)
{
    aclp::AddElementwiseKernel(executor, aclp::ReluV2Kernel, "ReluV2", {x, y, mask},
                               aclp::ProblemOf(numel, {dtype}, {dtype, ACL_UINT1}), aclp::ReluV2Params{dtype});
}

}  // namespace l0op
