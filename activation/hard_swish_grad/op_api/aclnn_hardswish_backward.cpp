// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackward: CANN's check order (ops-nn hard_swish_grad), then the shared elementwise plan around
// the HardSwishGrad kernel.
#include "op_api/aclnn_hardswish_backward.h"

#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_api/hardswish_backward_entry.h"
#include "op_kernel/hard_swish_grad_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile: CANN's Ascend910 list lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
// CANN checks self's dtype first (V2: gradOutput's), then both equal to self's; ranks; shapes equal to self's.
template <bool kV2>
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kIn1),
    aclp::NotNull(Arg::kOut),
    aclp::DtypeIn(kV2 ? Arg::kIn0 : Arg::kIn1, kDtypes),
    aclp::DtypeIn(kV2 ? Arg::kIn1 : Arg::kIn0, kDtypes),
    aclp::SameDtype(Arg::kIn0, Arg::kIn1),
    aclp::SameDtype(Arg::kOut, Arg::kIn1),
    aclp::MaxDim(Arg::kIn0),
    aclp::MaxDim(Arg::kIn1),
    aclp::SameShape(Arg::kIn0, Arg::kIn1),
    aclp::SameShape(Arg::kOut, Arg::kIn1),
    aclp::MaxDim(Arg::kOut),
};

template <bool kV2>
void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &)
{
    aclp::AddElementwiseKernel(plan, aclp::HardSwishGradKernel, kV2 ? "HardSwishGradV2" : "HardSwishGrad",
                               {in[0], in[1], y}, aclp::ProblemOf(n, {dtype, dtype}, {dtype}),
                               aclp::HardSwishGradParams{dtype, kV2});
}

constexpr aclp::ElementwiseEntry kEntry{
    {"aclnnHardswishBackward", "gradOutput", "self", "out"}, kChecks<false>, Record<false>};
constexpr aclp::ElementwiseEntry kEntryV2{
    {"aclnnHardswishBackwardV2", "gradOutput", "self", "out"}, kChecks<true>, Record<true>};

}  // namespace

aclnnStatus aclp::HardswishBackwardGetWorkspaceSize(bool v2, const EntryCall &call, uint64_t *workspaceSize,
                                                    aclOpExecutor **executor)
{
    return v2 ? ElementwiseGetWorkspaceSize<kEntryV2>(call, workspaceSize, executor)
              : ElementwiseGetWorkspaceSize<kEntry>(call, workspaceSize, executor);
}

extern "C" {

aclnnStatus aclnnHardswishBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self, aclTensor *out,
                                                   uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({gradOutput, self, out}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardswishBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardswishBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnHardswishBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
