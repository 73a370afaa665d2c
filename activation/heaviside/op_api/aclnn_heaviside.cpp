// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHeaviside: CANN's check order (ops-nn heaviside), then the shared elementwise plan around the Heaviside kernel.
#include "op_api/aclnn_heaviside.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/heaviside_kernel.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"

namespace {

using aclp::Arg;

// The same list on both profiles that have the operator (CANN defines it for Ascend 910B and 910_93).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
// (out has the broadcast shape: CANN compares element counts only; we compare the shape itself.)
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kIn1),
    aclp::NotNull(Arg::kOut),
    aclp::OnlyOn(aclp::SocProfile::kAscend910B, aclp::SocProfile::kAscend910_93),
    aclp::DtypeIn(Arg::kIn0, kDtypes, aclp::DtypeProfile::kEvery),
    aclp::DtypeIn(Arg::kIn1, kDtypes, aclp::DtypeProfile::kEvery),
    aclp::DtypeIn(Arg::kOut, kDtypes, aclp::DtypeProfile::kEvery),
    aclp::MaxDim(Arg::kIn0),
    aclp::MaxDim(Arg::kIn1),
    aclp::Broadcast(Arg::kIn0, Arg::kIn1),
    aclp::SameDtype(Arg::kIn1, Arg::kIn0),
    aclp::SameDtype(Arg::kOut, Arg::kIn0),
    aclp::MaxDim(Arg::kOut),
    aclp::ShapeIsBroadcast(Arg::kOut),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &)
{
    aclp::AddElementwiseKernel(plan, aclp::HeavisideKernel, "Heaviside", {in[0], in[1], y},
                               aclp::ProblemOf(n, {dtype, dtype}, {dtype}), aclp::HeavisideParams{dtype});
}

constexpr aclp::ElementwiseEntry kEntry{{"aclnnHeaviside", "input", "values", "out"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnHeavisideGetWorkspaceSize(const aclTensor *input, const aclTensor *values, aclTensor *out,
                                           uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({input, values, out}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHeavisideGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHeaviside(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnHeaviside", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
