// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/relu_grad_v2.h"

#include "nnopbase/tensor.h"
#include "op_kernel/relu_grad_v2_kernel.h"

namespace l0op {

void ReluGradV2(aclOpExecutor *executor, const aclp::BufferRef &gradients, const aclp::BufferRef &mask,
                const aclp::BufferRef &backprops, aclDataType dtype, uint64_t numel)
{
    aclp::AddElementwiseKernel(executor, aclp::ReluGradV2Kernel, "ReluGradV2", {gradients, mask, backprops},
                               aclp::ProblemOf(numel, {dtype, ACL_UINT1}, {dtype}), aclp::ReluGradV2Params{dtype});
}

}  // namespace l0op
