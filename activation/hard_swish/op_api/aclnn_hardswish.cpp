// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswish and aclnnInplaceHardswish: CANN's check order (ops-nn hard_swish), then the plan
// Contiguous -> l0op::HardSwish (in self's dtype) [-> Cast to out's dtype] -> ViewCopy.
#include "op_api/aclnn_hardswish.h"

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/hardswish.h"
#include "runtime/error_message.h"

namespace {

// Dtype lists per SoC profile: CANN's list for Atlas training products lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

struct Names {
    const char *api;
    const char *self;
    const char *out;
};

// CANN's order: workspaceSize and executor; self and out null; self's dtype, out's, self's castable to out's; the
// shapes equal. Ours: the ranks (CANN states no limit; the engine's views have at most 8 dims), then the storage
// checks.
aclnnStatus GetWorkspaceSize(const Names &names, const aclTensor *self, const aclTensor *out, uint64_t *workspaceSize,
                             aclOpExecutor **executor)
{
    const aclp::Param pSelf{names.api, names.self};
    const aclp::Param pOut{names.api, names.out};
    if (!aclp::CheckNotNull(workspaceSize, {names.api, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {names.api, "executor"}) || !aclp::CheckNotNull(self, pSelf) ||
        !aclp::CheckNotNull(out, pOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(*self, pSelf, kDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(*out, pOut, kDtypes)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    if (!aclp::CanCast(self->dtype, out->dtype)) {
        aclp::SetErrorMessage("%s: %s has dtype %s, which %s's dtype %s cannot be cast to.", names.api, names.out,
                              aclp::DtypeName(out->dtype), names.self, aclp::DtypeName(self->dtype));
        return ACLNN_ERR_PARAM_INVALID;
    }
    if (!aclp::CheckSameShape(*out, *self, pOut, names.self) || !aclp::CheckMaxDim(*self, pSelf)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    const aclDataType dtype = self->dtype;
    auto record = [&](aclOpExecutor *plan, const aclp::BufferRef &x, const aclp::BufferRef &result, uint64_t n) {
        aclp::RecordThenCast(plan, result, dtype, out->dtype, n,
                             [&](const aclp::BufferRef &y) { l0op::HardSwish(plan, x, y, dtype, n); });
    };
    return aclp::PlanUnary({self, pSelf}, {out, pOut}, workspaceSize, executor, record);
}

constexpr Names kHardswish{"aclnnHardswish", "self", "out"};
constexpr Names kInplace{"aclnnInplaceHardswish", "self", "self"};

}  // namespace

extern "C" {

aclnnStatus aclnnHardswishGetWorkspaceSize(const aclTensor *self, const aclTensor *out, uint64_t *workspaceSize,
                                           aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kHardswish, self, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardswishGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardswish(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, const aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kHardswish.api);
} catch (...) {
    return aclp::StatusFromException("aclnnHardswish", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceHardswishGetWorkspaceSize(const aclTensor *self, uint64_t *workspaceSize,
                                                  aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kInplace, self, self, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceHardswishGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceHardswish(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                  const aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceHardswish", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
