// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSigmoidBackward: CANN's check order (ops-nn sigmoid_grad), then the shared elementwise plan around
// the SigmoidGrad kernel (computed in the promoted dtype of gradOutput and output, cast to gradInput's).
#include "op_api/aclnn_sigmoid_backward.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/sigmoid_grad_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// CANN's list; the Ascend910 profile lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128, ACL_BF16};
// CANN's order after the null checks: the three dtypes in the list; the ranks of gradOutput and output; the
// promoted dtype castable to gradInput's; the broadcast and gradInput's shape. Ours: gradInput's rank.
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kIn1),
    aclp::NotNull(Arg::kOut),
    aclp::DtypeIn(Arg::kIn0, kDtypes),
    aclp::DtypeIn(Arg::kIn1, kDtypes),
    aclp::DtypeIn(Arg::kOut, kDtypes),
    aclp::MaxDim(Arg::kIn0),
    aclp::MaxDim(Arg::kIn1),
    aclp::Promote(),
    aclp::ComputeCastsTo(Arg::kOut),
    aclp::Broadcast(Arg::kIn0, Arg::kIn1),
    aclp::ShapeIsBroadcast(Arg::kOut),
    aclp::MaxDim(Arg::kOut),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &)
{
    aclp::AddElementwiseKernel(plan, aclp::SigmoidGradKernel, "SigmoidGrad", {in[0], in[1], y},
                               aclp::ProblemOf(n, {dtype, dtype}, {dtype}), aclp::SigmoidGradParams{dtype});
}

constexpr aclp::ElementwiseEntry kEntry{{"aclnnSigmoidBackward", "gradOutput", "output", "gradInput"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnSigmoidBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *output,
                                                 aclTensor *gradInput, uint64_t *workspaceSize,
                                                 aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({gradOutput, output, gradInput}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnSigmoidBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnSigmoidBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnSigmoidBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
