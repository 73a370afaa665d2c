// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardshrink: CANN's check order (ops-nn hard_shrink), then the shared elementwise plan around
// the HardShrink kernel (computed in self's dtype, cast to out's).
#include "op_api/aclnn_hardshrink.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/hard_shrink_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (CANN's Ascend910 list lacks BFLOAT16).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kScalar0),
    aclp::NotNull(Arg::kOut),
    aclp::DtypeIn(Arg::kIn0, kDtypes),
    aclp::DtypeIn(Arg::kOut, kDtypes),
    aclp::SameShape(Arg::kOut, Arg::kIn0),
    aclp::MaxDim(Arg::kIn0),
    aclp::ScalarAsFloat(Arg::kScalar0),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &facts)
{
    const float lambd = facts.scalarF[0] < 0.0f ? 0.0f : facts.scalarF[0];  // as CANN's entry does (NaN stays NaN)
    aclp::AddElementwiseKernel(plan, aclp::HardShrinkKernel, "HardShrink", {in[0], y},
                               aclp::ProblemOf(n, {dtype}, {dtype}),
                               aclp::MakeShrinkGateParams(dtype, lambd, aclp::Float16Lambd::kExact));
}

constexpr aclp::ElementwiseEntry kEntry{{"aclnnHardshrink", "self", nullptr, "out", "lambd"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnHardshrinkGetWorkspaceSize(const aclTensor *self, const aclScalar *lambd, aclTensor *out,
                                            uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({self, nullptr, out, lambd}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardshrinkGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardshrink(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnHardshrink", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
