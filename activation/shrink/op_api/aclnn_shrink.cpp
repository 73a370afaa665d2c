// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnShrink: CANN's check order (ops-nn shrink), then the shared elementwise plan around the Shrink kernel.
#include "op_api/aclnn_shrink.h"

#include "common/half.h"
#include "kernels/soft_shrink_kernel.h"
#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"

namespace {

using aclp::Arg;

// The same list on every profile that has the operator (CANN defines it for Ascend 910B, 910_93 and 950).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16};

bool SameFormat(const aclp::EntryNames &names, const aclp::EntryCall &call, aclp::EntryFacts *)
{
    if (call.out->format != call.in0->format) {
        aclp::SetErrorMessage("%s: format %d of %s must equal format %d of %s.", names.api,
                              static_cast<int>(call.out->format), names.out, static_cast<int>(call.in0->format),
                              names.in0);
        return false;
    }
    return true;
}

constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kScalar0),
    aclp::NotNull(Arg::kScalar1),
    aclp::NotNull(Arg::kOut),
    aclp::OnlyOn(aclp::SocProfile::kAscend910B, aclp::SocProfile::kAscend910_93, aclp::SocProfile::kAscend950),
    aclp::DtypeIn(Arg::kIn0, kDtypes, aclp::DtypeProfile::kEvery),
    aclp::DtypeIn(Arg::kOut, kDtypes, aclp::DtypeProfile::kEvery),
    aclp::SameShape(Arg::kOut, Arg::kIn0),
    aclp::NonNegativeScalarAsFloat(Arg::kScalar0),
    aclp::Own(SameFormat),
    aclp::ScalarAsFloat(Arg::kScalar1),
    aclp::MaxDim(Arg::kIn0),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &facts)
{
    // y = x > lambd ? x - bias : x < -lambd ? x + bias : +0, in the dtype: FLOAT16 rounds lambd and bias first.
    const bool half = dtype == ACL_FLOAT16;
    const float lambd = half ? aclp::RoundedTo16(facts.scalarF[0], false) : facts.scalarF[0];
    const float bias = half ? aclp::RoundedTo16(facts.scalarF[1], false) : facts.scalarF[1];
    aclp::AddElementwiseKernel(plan, aclp::SoftShrinkKernel, "Shrink", {in[0], y}, aclp::ProblemOf(n, {dtype}, {dtype}),
                               aclp::SoftShrinkParams{dtype, lambd, bias});
}

constexpr aclp::ElementwiseEntry kEntry{{"aclnnShrink", "self", nullptr, "out", "lambd", "bias"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnShrinkGetWorkspaceSize(const aclTensor *self, const aclScalar *lambd, const aclScalar *bias,
                                        aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({self, nullptr, out, lambd, bias}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnShrinkGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnShrink(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnShrink", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
