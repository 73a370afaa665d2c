// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnShrink: CANN's check order (ops-nn shrink), then the plan
// Contiguous -> l0op::Shrink (in self's dtype) [-> Cast to out's dtype] -> ViewCopy.
#include "op_api/aclnn_shrink.h"

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/shrink.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"

namespace {

constexpr const char *kApi = "aclnnShrink";
const aclp::Param kSelf{kApi, "self"};
const aclp::Param kLambd{kApi, "lambd"};
const aclp::Param kBias{kApi, "bias"};
const aclp::Param kOut{kApi, "out"};

// The same list on every profile that has the operator (the Ascend910 profile has none).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16};

// CANN refuses an out whose view format differs from self's (ND, NCHW, ...).
bool CheckSameFormat(const aclTensor &out, const aclTensor &self)
{
    if (out.format != self.format) {
        aclp::SetErrorMessage("%s: format %d of out must equal format %d of self.", kApi, static_cast<int>(out.format),
                              static_cast<int>(self.format));
        return false;
    }
    return true;
}

// CANN's order: workspaceSize and executor; self, lambd, bias and out null; self's dtype, then out's, in the list;
// out's shape equal to self's; lambd >= 0; the formats. Ours among them: the profile first, lambd and bias real
// scalars, ranks up to 8 (CANN states no limit), then the storage checks.
aclnnStatus GetWorkspaceSize(const aclTensor *self, const aclScalar *lambd, const aclScalar *bias, aclTensor *out,
                             uint64_t *workspaceSize, aclOpExecutor **executor)
{
    if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(self, kSelf) ||
        !aclp::CheckNotNull(lambd, kLambd) || !aclp::CheckNotNull(bias, kBias) || !aclp::CheckNotNull(out, kOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    float lambdF = 0.0f;
    float biasF = 0.0f;
    if (!aclp::OperatorOnlyOn(
            kApi, {aclp::SocProfile::kAscend910B, aclp::SocProfile::kAscend910_93, aclp::SocProfile::kAscend950}) ||
        !aclp::CheckDtypeSupported(*self, kSelf, kDtypes, nullptr) ||
        !aclp::CheckDtypeSupported(*out, kOut, kDtypes, nullptr) || !aclp::CheckSameShape(*out, *self, kOut, "self") ||
        !aclp::ReadNonNegativeScalarAsFloat(*lambd, kLambd, &lambdF) || !CheckSameFormat(*out, *self) ||
        !aclp::ReadScalarAsFloat(*bias, kBias, &biasF) || !aclp::CheckMaxDim(*self, kSelf)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    auto record = [&](aclOpExecutor *plan, const aclp::BufferRef &x, const aclp::BufferRef &result, uint64_t n) {
        aclp::RecordThenCast(plan, result, self->dtype, out->dtype, n, [&](const aclp::BufferRef &y) {
            l0op::Shrink(plan, x, y, self->dtype, n, lambdF, biasF);
        });
    };
    return aclp::PlanUnary({self, kSelf}, {out, kOut}, workspaceSize, executor, record);
}

}  // namespace

extern "C" {

aclnnStatus aclnnShrinkGetWorkspaceSize(const aclTensor *self, const aclScalar *lambd, const aclScalar *bias,
                                        aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(self, lambd, bias, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnShrinkGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnShrink(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnShrink", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
