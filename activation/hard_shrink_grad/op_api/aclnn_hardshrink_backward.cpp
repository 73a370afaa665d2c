// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardshrinkBackward: CANN's check order (ops-nn hard_shrink_grad), then the shared elementwise plan around
// the HardShrinkGrad kernel (computed in the promoted dtype of gradOutput and self, cast to gradInput's).
#include "op_api/aclnn_hardshrink_backward.h"

#include "kernels/shrink_gate.h"
#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (CANN's Ascend910 list lacks BFLOAT16).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
// (CANN returns success before the shapes when gradOutput or self is empty; we check them first.)
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kIn1),
    aclp::NotNull(Arg::kScalar0),
    aclp::NotNull(Arg::kOut),
    aclp::DtypeIn(Arg::kIn0, kDtypes),
    aclp::DtypeIn(Arg::kIn1, kDtypes),
    aclp::DtypeIn(Arg::kOut, kDtypes),
    aclp::MaxDim(Arg::kIn0),
    aclp::MaxDim(Arg::kIn1),
    aclp::MaxDim(Arg::kOut),
    aclp::Promote(),
    aclp::ComputeCastsTo(Arg::kOut),
    aclp::ScalarAsFloat(Arg::kScalar0),
    aclp::Broadcast(Arg::kIn0, Arg::kIn1),
    aclp::ShapeIsBroadcast(Arg::kOut),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &facts)
{
    const float lambd = facts.scalarF[0] < 0.0f ? 0.0f : facts.scalarF[0];  // as CANN's entry does (NaN stays NaN)
    aclp::AddElementwiseKernel(plan, aclp::ShrinkGateKernel, "HardShrinkGrad", {in[0], in[1], y},
                               aclp::ProblemOf(n, {dtype, dtype}, {dtype}), aclp::MakeShrinkGateParams(dtype, lambd));
    aclp::MarkGatingSelect(plan, aclp::ShrinkGateGateBits);  // out = |self| > lambd ? grad : +0
}

constexpr aclp::ElementwiseEntry kEntry{
    {"aclnnHardshrinkBackward", "gradOutput", "self", "gradInput", "lambd"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnHardshrinkBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                    const aclScalar *lambd, aclTensor *gradInput,
                                                    uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({gradOutput, self, gradInput, lambd}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardshrinkBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardshrinkBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                    aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnHardshrinkBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
