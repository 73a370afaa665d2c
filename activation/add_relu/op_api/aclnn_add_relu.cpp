// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnAddRelu and aclnnInplaceAddRelu: CANN's check order (ops-nn relu/op_api/aclnn_add_relu.cpp), then the plan
// Contiguous (broadcast) -> [Cast of an integer input to FLOAT, or of each input to an integer promoted dtype]
// -> l0op::AddRelu [-> Cast of an integer result to out's dtype] -> ViewCopy. Floating inputs are read in their
// own dtypes and the result written in out's, as CANN's casts to FLOAT and back would give them.
#include "op_api/aclnn_add_relu.h"

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/add_relu.h"
#include "runtime/error_message.h"

namespace {

constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16,  ACL_INT8,
                                   ACL_UINT8, ACL_INT16,   ACL_INT32, ACL_INT64};

bool IsFloating16Or32(aclDataType d)
{
    return d == ACL_FLOAT || d == ACL_FLOAT16 || d == ACL_BF16;
}

struct Names {
    const char *api;
    const char *self;
    const char *out;
};

// CANN's order after the null checks: self's and other's dtypes in the list; their promoted dtype, alpha castable
// to it, it castable to out's dtype; the ranks of self and other, their broadcast, out's shape. Ours: out's dtype
// in the list, alpha a real scalar, out's rank.
bool CheckArguments(const Names &names, const aclTensor &self, const aclTensor &other, const aclScalar &alpha,
                    const aclTensor &out, aclDataType *promoted)
{
    const aclp::Param pSelf{names.api, names.self}, pOther{names.api, "other"}, pOut{names.api, names.out};
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(self, pSelf, kDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(other, pOther, kDtypes)) {
        return false;
    }
    *promoted = aclp::PromoteType(self.dtype, other.dtype);
    if (!aclp::CanCast(alpha.dtype, *promoted) || aclp::IsComplexDtype(alpha.dtype)) {
        aclp::SetErrorMessage("%s: alpha has dtype %s, which cannot be cast to the promoted dtype %s of %s and other.",
                              names.api, aclp::DtypeName(alpha.dtype), aclp::DtypeName(*promoted), names.self);
        return false;
    }
    if (!aclp::CanCast(*promoted, out.dtype)) {
        aclp::SetErrorMessage("%s: %s has dtype %s, which the promoted dtype %s of %s and other cannot be cast to.",
                              names.api, names.out, aclp::DtypeName(out.dtype), aclp::DtypeName(*promoted), names.self);
        return false;
    }
    thread_local std::vector<int64_t> shape;  // keeps its capacity: no heap per call
    return aclp::CheckDtypeSupportedNoBf16OnAscend910(out, pOut, kDtypes) && aclp::CheckMaxDim(self, pSelf) &&
           aclp::CheckMaxDim(other, pOther) && aclp::BroadcastShapes(self, pSelf, other, pOther, &shape) &&
           aclp::CheckShapeIs(out, shape, pOut, "the broadcast shape") && aclp::CheckMaxDim(out, pOut);
}

// The kernel's parameters; alpha as CANN's plan takes it (ToFloat == 1, or NaN, means a plain add).
bool MakeParams(const Names &names, const aclScalar &alpha, aclp::AddReluParams *p)
{
    aclp::ScalarValue value{};
    float alphaF = 0.0f;
    if (!aclp::ReadScalar(alpha, &value) || !aclp::ReadScalarAsFloat(alpha, {names.api, "alpha"}, &alphaF)) {
        aclp::SetErrorMessage("%s: alpha has dtype %s, which is not a real number.", names.api,
                              aclp::DtypeName(alpha.dtype));
        return false;
    }
    p->withAlpha = alphaF > 1.0f || alphaF < 1.0f;
    p->alpha = alphaF;
    p->alphaInteger = value.integer;
    return true;
}

aclnnStatus GetWorkspaceSize(const Names &names, const aclTensor *self, const aclTensor *other, aclScalar *alpha,
                             aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    const aclp::Param pSelf{names.api, names.self}, pOther{names.api, "other"}, pOut{names.api, names.out};
    if (!aclp::CheckNotNull(workspaceSize, {names.api, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {names.api, "executor"}) || !aclp::CheckNotNull(self, pSelf) ||
        !aclp::CheckNotNull(other, pOther) || !aclp::CheckNotNull(alpha, {names.api, "alpha"}) ||
        !aclp::CheckNotNull(out, pOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    aclDataType promoted = ACL_DT_UNDEFINED;
    aclp::AddReluParams params{};
    if (!CheckArguments(names, *self, *other, *alpha, *out, &promoted) || !MakeParams(names, *alpha, &params)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    const bool floating = IsFloating16Or32(promoted);
    return aclp::PlanBinary({self, pSelf}, {other, pOther}, {out, pOut}, workspaceSize, executor,
                            [&](aclOpExecutor *plan, const aclp::BufferRef &a, const aclp::BufferRef &b,
                                const aclp::BufferRef &result, uint64_t n) {
                                if (floating) {
                                    // Integer inputs become FLOAT (CANN casts them to FLOAT, not to the promoted 16-bit
                                    // dtype).
                                    params.self = IsFloating16Or32(self->dtype) ? self->dtype : ACL_FLOAT;
                                    params.other = IsFloating16Or32(other->dtype) ? other->dtype : ACL_FLOAT;
                                    params.out = out->dtype;
                                    const aclp::BufferRef x = aclp::CastInput(plan, a, self->dtype, params.self, n);
                                    const aclp::BufferRef y = aclp::CastInput(plan, b, other->dtype, params.other, n);
                                    l0op::AddRelu(plan, x, y, result, params, n);
                                    return;
                                }
                                params.self = params.other = params.out = promoted;
                                const aclp::BufferRef x = aclp::CastInput(plan, a, self->dtype, promoted, n);
                                const aclp::BufferRef y = aclp::CastInput(plan, b, other->dtype, promoted, n);
                                aclp::RecordThenCast(
                                    plan, result, promoted, out->dtype, n,
                                    [&](const aclp::BufferRef &r) { l0op::AddRelu(plan, x, y, r, params, n); });
                            });
}

constexpr Names kAddRelu{"aclnnAddRelu", "self", "out"};
constexpr Names kInplace{"aclnnInplaceAddRelu", "selfRef", "selfRef"};

}  // namespace

extern "C" {

aclnnStatus aclnnAddReluGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclScalar *alpha,
                                         aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kAddRelu, self, other, alpha, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnAddReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnAddRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kAddRelu.api);
} catch (...) {
    return aclp::StatusFromException("aclnnAddRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceAddReluGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other, aclScalar *alpha,
                                                uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kInplace, selfRef, other, alpha, selfRef, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceAddReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceAddRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceAddRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
