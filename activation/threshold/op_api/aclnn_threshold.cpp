// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThreshold and aclnnInplaceThreshold: CANN's check order (ops-nn threshold), then the shared elementwise
// plan around the ThresholdV2 kernel (computed in self's dtype with threshold and value converted to it, cast to
// out's).
#include "op_api/aclnn_threshold.h"

#include "engine/dtype.h"
#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_host/threshold_tiling.h"
#include "op_kernel/threshold_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (CANN's Ascend910 list lacks BFLOAT16).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_INT32, ACL_FLOAT16, ACL_INT8,
                                   ACL_UINT8, ACL_INT16, ACL_INT64,   ACL_BF16};

// threshold and value real, each converted to self's dtype without overflow (the kernel compares and
// writes in self's dtype): facts->scalarBits.
bool ScalarsFitSelf(const aclp::EntryNames &names, const aclp::EntryCall &call, aclp::EntryFacts *facts)
{
    const aclScalar *scalars[2] = {call.scalar0, call.scalar1};
    const char *scalarNames[2] = {names.scalar0, names.scalar1};
    for (int k = 0; k < 2; ++k) {
        aclp::ScalarValue v;
        if (!aclp::ReadRealScalar(*scalars[k], {names.api, scalarNames[k]}, &v)) {
            return false;
        }
        if (!aclp::ScalarToDtype(v, call.in0->dtype, &facts->scalarBits[k])) {
            aclp::SetErrorMessage("%s: %s %g cannot be converted to %s's dtype %s without overflow.", names.api,
                                  scalarNames[k], v.isInteger ? static_cast<double>(v.integer) : v.real, names.in0,
                                  aclp::DtypeName(call.in0->dtype));
            return false;
        }
    }
    return true;
}

constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize), aclp::NotNull(Arg::kExecutor),   aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kOut),           aclp::NotNull(Arg::kScalar0),    aclp::NotNull(Arg::kScalar1),
    aclp::DtypeIn(Arg::kIn0, kDtypes),  aclp::ComputeCastsTo(Arg::kOut), aclp::DtypeIn(Arg::kOut, kDtypes),
    aclp::Own(ScalarsFitSelf),          aclp::MaxDim(Arg::kIn0),         aclp::SameShape(Arg::kOut, Arg::kIn0),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &facts)
{
    aclp::AddElementwiseKernel(plan, aclp::ThresholdKernel, "ThresholdV2", {in[0], y},
                               aclp::ProblemOf(n, {dtype}, {dtype}),
                               aclp::MakeThresholdParams(dtype, facts.scalarBits[0], facts.scalarBits[1]));
}

constexpr aclp::ElementwiseEntry kThreshold{
    {"aclnnThreshold", "self", nullptr, "out", "threshold", "value"}, kChecks, Record};
constexpr aclp::ElementwiseEntry kInplace{
    {"aclnnInplaceThreshold", "selfRef", nullptr, "selfRef", "threshold", "value"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnThresholdGetWorkspaceSize(const aclTensor *self, const aclScalar *threshold, const aclScalar *value,
                                           aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kThreshold>({self, nullptr, out, threshold, value}, workspaceSize,
                                                         executor);
} catch (...) {
    return aclp::StatusFromException("aclnnThresholdGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnThreshold(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kThreshold.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnThreshold", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceThresholdGetWorkspaceSize(aclTensor *selfRef, const aclScalar *threshold,
                                                  const aclScalar *value, uint64_t *workspaceSize,
                                                  aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kInplace>({selfRef, nullptr, selfRef, threshold, value}, workspaceSize,
                                                       executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceThresholdGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceThreshold(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceThreshold", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
