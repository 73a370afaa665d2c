// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyRelu and aclnnInplaceLeakyRelu: CANN's check order (ops-nn leaky_relu), then the plan
// Contiguous -> l0op::LeakyRelu (in self's dtype) [-> Cast to out's dtype] -> ViewCopy.
#include "op_api/aclnn_leaky_relu.h"

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_plan.h"
#include "op_api/leaky_relu.h"
#include "runtime/error_message.h"

namespace {

// Dtype lists per SoC profile (docs/aclnnLeakyRelu.md): CANN's Ascend910 list lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_BF16};

struct Names {
    const char *api;
    const char *self;
    const char *out;
};

// Both entries, in CANN's order: self, negativeSlope and out null (then workspaceSize and executor, which
// CANN does not check); self's dtype in the list; self castable to out (a real floating dtype here); self's
// rank; out's shape equal to self's; then our storage checks.
aclnnStatus GetWorkspaceSize(const Names &names, const aclTensor *self, const aclScalar *negativeSlope,
                             const aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    const aclp::Param pSelf{names.api, names.self};
    const aclp::Param pOut{names.api, names.out};
    if (!aclp::CheckNotNull(self, pSelf) || !aclp::CheckNotNull(negativeSlope, {names.api, "negativeSlope"}) ||
        !aclp::CheckNotNull(out, pOut) || !aclp::CheckNotNull(workspaceSize, {names.api, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {names.api, "executor"})) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(*self, pSelf, kDtypes)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    if (!aclp::CanCast(self->dtype, out->dtype) || !aclp::IsFloatingDtype(out->dtype)) {
        aclp::SetErrorMessage(
            "%s: %s has dtype %s, which %s's dtype %s cannot be cast to (out takes FLOAT, "
            "FLOAT16, BFLOAT16 or DOUBLE).",
            names.api, names.out, aclp::DtypeName(out->dtype), names.self, aclp::DtypeName(self->dtype));
        return ACLNN_ERR_PARAM_INVALID;
    }
    float slopeF = 0.0f;  // as CANN's kernel takes it
    if (!aclp::ReadScalarAsFloat(*negativeSlope, {names.api, "negativeSlope"}, &slopeF)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    if (!aclp::CheckMaxDim(*self, pSelf) || !aclp::CheckMaxDim(*out, pOut) ||
        !aclp::CheckSameShape(*out, *self, pOut, names.self)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    auto record = [&](aclOpExecutor *plan, const aclp::BufferRef &x, const aclp::BufferRef &result, uint64_t n) {
        aclp::RecordThenCast(plan, result, self->dtype, out->dtype, n,
                             [&](const aclp::BufferRef &y) { l0op::LeakyRelu(plan, x, y, self->dtype, n, slopeF); });
    };
    return aclp::PlanUnary({self, pSelf}, {out, pOut}, workspaceSize, executor, record);
}

constexpr Names kLeakyRelu{"aclnnLeakyRelu", "self", "out"};
constexpr Names kInplace{"aclnnInplaceLeakyRelu", "selfRef", "selfRef"};

}  // namespace

extern "C" {

aclnnStatus aclnnLeakyReluGetWorkspaceSize(const aclTensor *self, const aclScalar *negativeSlope, aclTensor *out,
                                           uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kLeakyRelu, self, negativeSlope, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnLeakyReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnLeakyRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kLeakyRelu.api);
} catch (...) {
    return aclp::StatusFromException("aclnnLeakyRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceLeakyReluGetWorkspaceSize(aclTensor *selfRef, const aclScalar *negativeSlope,
                                                  uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kInplace, selfRef, negativeSlope, selfRef, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceLeakyReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceLeakyRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceLeakyRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
