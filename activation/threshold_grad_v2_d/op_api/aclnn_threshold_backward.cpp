// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThresholdBackward: CANN's check order (ops-nn threshold_grad_v2_d), then the shared elementwise plan around
// the ThresholdGradV2D kernel.
#include "op_api/aclnn_threshold_backward.h"

#include <cfloat>
#include <cmath>

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_host/threshold_grad_v2_d_tiling.h"
#include "op_kernel/threshold_grad_v2_d_kernel.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (docs/soc_profiles.md; CANN's lists for ASCEND910, DAV_2201 and regbase).
constexpr aclDataType kDefaultDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64};
constexpr aclDataType kAscend910Dtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8, ACL_UINT8};
constexpr aclDataType kAscend910BDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8, ACL_UINT8, ACL_BF16};
constexpr aclDataType kAscend950ZeroDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8,
                                                ACL_UINT8, ACL_BF16,    ACL_INT64};

// The profile's narrower list, or nullptr when the profile in force accepts every dtype above.
const aclp::DtypeList *ProfileDtypes(const aclp::ScalarValue &thr)
{
    static const aclp::DtypeList ascend910(kAscend910Dtypes);
    static const aclp::DtypeList ascend910B(kAscend910BDtypes);
    static const aclp::DtypeList ascend950Zero(kAscend950ZeroDtypes);
    switch (aclp::CurrentSocProfile()) {
        case aclp::SocProfile::kAscend910: return &ascend910;
        case aclp::SocProfile::kAscend910B:
        case aclp::SocProfile::kAscend910_93: return &ascend910B;
        case aclp::SocProfile::kAscend950: {
            // CANN allows INT64 on this chip only when the threshold is 0 (it then routes to ReluGrad).
            const double value = thr.isInteger ? static_cast<double>(thr.integer) : thr.real;
            return std::fabs(static_cast<float>(value)) <= FLT_EPSILON ? &ascend950Zero : &ascend910B;
        }
        default: return nullptr;
    }
}

// gradOutput's and self's dtypes in the profile's list (which on Ascend950 depends on the threshold read by
// the step before).
bool DtypesInProfileList(const aclp::EntryNames &names, const aclp::EntryCall &call, aclp::EntryFacts *facts)
{
    const aclp::DtypeList *profile = ProfileDtypes(facts->scalarV[0]);
    return aclp::CheckDtypeSupported(*call.in0, {names.api, names.in0}, kDefaultDtypes, profile) &&
           aclp::CheckDtypeSupported(*call.in1, {names.api, names.in1}, kDefaultDtypes, profile);
}

constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kScalar0),          aclp::NotNull(Arg::kOut),          aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),         aclp::NotNull(Arg::kIn0),          aclp::NotNull(Arg::kIn1),
    aclp::RealScalar(Arg::kScalar0),       aclp::Own(DtypesInProfileList),    aclp::SameDtype(Arg::kIn0, Arg::kIn1),
    aclp::SameDtype(Arg::kOut, Arg::kIn1), aclp::MaxDim(Arg::kIn0),           aclp::MaxDim(Arg::kIn1),
    aclp::Broadcast(Arg::kIn1, Arg::kIn0), aclp::ShapeIsBroadcast(Arg::kOut),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &facts)
{
    aclp::AddElementwiseKernel(plan, aclp::ThresholdGradV2DKernel, "ThresholdGradV2D", {in[0], in[1], y},
                               aclp::ProblemOf(n, {dtype, dtype}, {dtype}),
                               aclp::MakeThresholdGradParams(dtype, facts.scalarV[0]));
    aclp::MarkGatingSelect(plan, aclp::ThresholdGradV2DGateBits);  // out = self > threshold ? grad : +0
}

constexpr aclp::ElementwiseEntry kEntry{
    {"aclnnThresholdBackward", "gradOutput", "self", "out", "threshold"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnThresholdBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                   const aclScalar *threshold, aclTensor *out, uint64_t *workspaceSize,
                                                   aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({gradOutput, self, out, threshold}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnThresholdBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnThresholdBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnThresholdBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
