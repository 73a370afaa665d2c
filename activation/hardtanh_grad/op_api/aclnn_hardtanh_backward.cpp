// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardtanhBackward: CANN's check order (ops-nn hardtanh_grad), then the shared elementwise plan around
// the HardtanhGrad kernel.
#include "op_api/aclnn_hardtanh_backward.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_host/hardtanh_grad_tiling.h"
#include "op_kernel/hardtanh_grad_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (CANN's Ascend910 list lacks BFLOAT16).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn1),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kOut),
    aclp::NotNull(Arg::kScalar0),
    aclp::NotNull(Arg::kScalar1),
    aclp::DtypeIn(Arg::kIn0, kDtypes),
    aclp::DtypeIn(Arg::kIn1, kDtypes),
    aclp::DtypeIn(Arg::kOut, kDtypes),
    aclp::SameDtype(Arg::kIn0, Arg::kIn1),
    aclp::MaxDim(Arg::kIn0),
    aclp::MaxDim(Arg::kIn1),
    aclp::SameShape(Arg::kIn0, Arg::kIn1),
    aclp::ScalarAsFloat(Arg::kScalar0),
    aclp::ScalarAsFloat(Arg::kScalar1),
    aclp::MaxDim(Arg::kOut),
    aclp::SameShape(Arg::kOut, Arg::kIn1),
    aclp::SameDtype(Arg::kOut, Arg::kIn1),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &facts)
{
    aclp::AddElementwiseKernel(plan, aclp::HardtanhGradKernel, "HardtanhGrad", {in[0], in[1], y},
                               aclp::ProblemOf(n, {dtype, dtype}, {dtype}),
                               aclp::MakeHardtanhGradParams(dtype, facts.scalarF[0], facts.scalarF[1]));
    aclp::MarkGatingSelect(plan, aclp::HardtanhGradGateBits);  // out = min < self < max ? grad : +0
}

constexpr aclp::ElementwiseEntry kEntry{
    {"aclnnHardtanhBackward", "gradOutput", "self", "out", "min", "max"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnHardtanhBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                  const aclScalar *min, const aclScalar *max, aclTensor *out,
                                                  uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({gradOutput, self, out, min, max}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardtanhBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardtanhBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnHardtanhBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
