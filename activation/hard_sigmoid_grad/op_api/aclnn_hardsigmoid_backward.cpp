// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoidBackward: CANN's check order (ops-nn hard_sigmoid_grad), then the shared elementwise plan around
// the HardSigmoidGrad kernel, computed in the promoted dtype of gradOutput and self and cast to out's, as CANN's aclnn
// layer casts around its kernel.
#include "op_api/aclnn_hardsigmoid_backward.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/hard_sigmoid_grad_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (CANN's Ascend910 list lacks BFLOAT16); out takes any real floating dtype the
// promoted one casts to.
constexpr aclDataType kInputDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kIn1),
    aclp::NotNull(Arg::kOut),
    aclp::DtypeIn(Arg::kIn0, kInputDtypes),
    aclp::DtypeIn(Arg::kIn1, kInputDtypes),
    aclp::Promote(),
    aclp::ComputeCastsToFloating(Arg::kOut),
    aclp::MaxDim(Arg::kIn0),
    aclp::MaxDim(Arg::kIn1),
    aclp::MaxDim(Arg::kOut),
    aclp::SameShape(Arg::kIn0, Arg::kIn1),
    aclp::SameShape(Arg::kOut, Arg::kIn1),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &)
{
    aclp::AddElementwiseKernel(plan, aclp::HardSigmoidGradKernel, "HardSigmoidGrad", {in[0], in[1], y},
                               aclp::ProblemOf(n, {dtype, dtype}, {dtype}), aclp::HardSigmoidGradParams{dtype});
}

constexpr aclp::ElementwiseEntry kEntry{{"aclnnHardsigmoidBackward", "gradOutput", "self", "out"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnHardsigmoidBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self, aclTensor *out,
                                                     uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({gradOutput, self, out}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardsigmoidBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardsigmoidBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                     aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnHardsigmoidBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
