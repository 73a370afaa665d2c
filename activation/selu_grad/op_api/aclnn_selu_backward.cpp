// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSeluBackward: CANN's check order (ops-nn selu_grad), then the shared elementwise plan around its kernel.
#include "op_api/aclnn_selu_backward.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/selu_grad_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (CANN's Ascend910 list lacks BFLOAT16).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8, ACL_BF16};
// The same dtypes first, then the list, then the same shapes and the rank.
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kIn1),
    aclp::NotNull(Arg::kOut),
    aclp::SameDtype(Arg::kIn1, Arg::kIn0),
    aclp::SameDtype(Arg::kOut, Arg::kIn0),
    aclp::DtypeIn(Arg::kIn0, kDtypes),
    aclp::DtypeIn(Arg::kIn1, kDtypes),
    aclp::DtypeIn(Arg::kOut, kDtypes),
    aclp::SameShape(Arg::kIn1, Arg::kIn0),
    aclp::SameShape(Arg::kOut, Arg::kIn0),
    aclp::MaxDim(Arg::kIn0),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &)
{
    aclp::AddElementwiseKernel(plan, aclp::SeluGradKernel, "SeluGrad", {in[0], in[1], y},
                               aclp::ProblemOf(n, {dtype, dtype}, {dtype}), aclp::SeluGradParams{dtype});
}

constexpr aclp::ElementwiseEntry kEntry{{"aclnnSeluBackward", "gradOutput", "result", "gradInput"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnSeluBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *result,
                                              aclTensor *gradInput, uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({gradOutput, result, gradInput}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnSeluBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnSeluBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnSeluBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
