// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/threshold_v2.h"

#include "nnopbase/tensor.h"
#include "op_host/threshold_tiling.h"
#include "op_kernel/threshold_kernel.h"

namespace l0op {

void ThresholdV2(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
                 uint64_t numel, uint64_t thresholdBits, uint64_t valueBits)
{
    aclp::AddElementwiseKernel(executor, aclp::ThresholdKernel, "ThresholdV2", {x, y},
                               aclp::ProblemOf(numel, {dtype}, {dtype}),
                               aclp::MakeThresholdParams(dtype, thresholdBits, valueBits));
}

}  // namespace l0op
