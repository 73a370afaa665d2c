// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThreshold and aclnnInplaceThreshold: CANN's check order (ops-nn threshold), then the plan
// Contiguous -> l0op::ThresholdV2 in self's dtype -> Cast to out's dtype when it differs -> ViewCopy.
#include "op_api/aclnn_threshold.h"

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/threshold_v2.h"
#include "op_host/threshold_tiling.h"
#include "runtime/error_message.h"

namespace {

// Dtype lists per SoC profile (docs/aclnnThreshold.md): CANN's Ascend910 list lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_INT32, ACL_FLOAT16, ACL_INT8,
                                   ACL_UINT8, ACL_INT16, ACL_INT64,   ACL_BF16};

// The names one entry gives its parameters.
struct Names {
    const char *api;
    const char *self;
    const char *out;
};

// Both entries: CANN checks workspaceSize and executor first, then self, out, threshold and value.
aclnnStatus GetWorkspaceSize(const Names &names, const aclTensor *self, const aclScalar *threshold,
                             const aclScalar *value, aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    const aclp::Param pSelf{names.api, names.self};
    const aclp::Param pOut{names.api, names.out};
    if (!aclp::CheckNotNull(workspaceSize, {names.api, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {names.api, "executor"}) || !aclp::CheckNotNull(self, pSelf) ||
        !aclp::CheckNotNull(out, pOut) || !aclp::CheckNotNull(threshold, {names.api, "threshold"}) ||
        !aclp::CheckNotNull(value, {names.api, "value"})) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    // Dtypes: self in the list, self castable to out (and out in the list); then the scalars must fit self's
    // dtype; ranks and shapes; our storage checks.
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(*self, pSelf, kDtypes)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    if (!aclp::CanCast(self->dtype, out->dtype)) {
        aclp::SetErrorMessage("%s: %s has dtype %s, which %s's dtype %s cannot be cast to.", names.api, names.out,
                              aclp::DtypeName(out->dtype), names.self, aclp::DtypeName(self->dtype));
        return ACLNN_ERR_PARAM_INVALID;
    }
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(*out, pOut, kDtypes)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    uint64_t thresholdBits = 0, valueBits = 0;
    struct ScalarRole {
        const aclScalar *scalar;
        const char *name;
        uint64_t *bits;
    };
    for (const ScalarRole &role :
         {ScalarRole{threshold, "threshold", &thresholdBits}, ScalarRole{value, "value", &valueBits}}) {
        const auto &[scalar, name, bits] = role;
        aclp::ScalarValue v;
        if (!aclp::ReadScalar(*scalar, &v)) {
            aclp::SetErrorMessage("%s: %s of dtype %s is not a real scalar.", names.api, name,
                                  aclp::DtypeName(scalar->dtype));
            return ACLNN_ERR_PARAM_INVALID;
        }
        if (!aclp::ScalarToDtype(v, self->dtype, bits)) {
            aclp::SetErrorMessage("%s: %s %g cannot be converted to %s's dtype %s without overflow.", names.api, name,
                                  v.isInteger ? static_cast<double>(v.integer) : v.real, names.self,
                                  aclp::DtypeName(self->dtype));
            return ACLNN_ERR_PARAM_INVALID;
        }
    }
    if (!aclp::CheckMaxDim(*self, pSelf) || !aclp::CheckSameShape(*out, *self, pOut, names.self)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    auto record = [&](aclOpExecutor *plan, const aclp::BufferRef &x, const aclp::BufferRef &result, uint64_t n) {
        aclp::RecordThenCast(plan, result, self->dtype, out->dtype, n, [&](const aclp::BufferRef &y) {
            l0op::ThresholdV2(plan, x, y, self->dtype, n, thresholdBits, valueBits);
        });
    };
    return aclp::PlanUnary({self, pSelf}, {out, pOut}, workspaceSize, executor, record);
}

constexpr Names kThreshold{"aclnnThreshold", "self", "out"};
constexpr Names kInplace{"aclnnInplaceThreshold", "selfRef", "selfRef"};

}  // namespace

extern "C" {

aclnnStatus aclnnThresholdGetWorkspaceSize(const aclTensor *self, const aclScalar *threshold, const aclScalar *value,
                                           aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kThreshold, self, threshold, value, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnThresholdGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnThreshold(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kThreshold.api);
} catch (...) {
    return aclp::StatusFromException("aclnnThreshold", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceThresholdGetWorkspaceSize(aclTensor *selfRef, const aclScalar *threshold,
                                                  const aclScalar *value, uint64_t *workspaceSize,
                                                  aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kInplace, selfRef, threshold, value, selfRef, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceThresholdGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceThreshold(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceThreshold", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
