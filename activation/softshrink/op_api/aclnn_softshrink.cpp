// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSoftshrink: CANN's check order (ops-nn softshrink), then the shared elementwise plan around its kernel
// (computed in self's dtype, cast to out's).
#include "op_api/aclnn_softshrink.h"

#include "kernels/soft_shrink_kernel.h"
#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
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
    aclp::NonNegativeScalarAsFloat(Arg::kScalar0),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &facts)
{
    aclp::AddElementwiseKernel(plan, aclp::SoftShrinkKernel, "SoftShrink", {in[0], y},
                               aclp::ProblemOf(n, {dtype}, {dtype}),
                               aclp::SoftShrinkParams{dtype, facts.scalarF[0], facts.scalarF[0]});
}

constexpr aclp::ElementwiseEntry kEntry{{"aclnnSoftshrink", "self", nullptr, "out", "lambd"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnSoftshrinkGetWorkspaceSize(const aclTensor *self, const aclScalar *lambd, aclTensor *out,
                                            uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({self, nullptr, out, lambd}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnSoftshrinkGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnSoftshrink(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnSoftshrink", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
