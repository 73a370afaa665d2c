// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoid and aclnnInplaceHardsigmoid: CANN's check order (ops-nn hard_sigmoid), then the plan
// Contiguous -> l0op::HardSigmoid -> ViewCopy.
#include "op_api/aclnn_hardsigmoid.h"

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/hard_sigmoid.h"
#include "runtime/error_message.h"

namespace {

// Dtype lists per SoC profile (docs/aclnnHardsigmoid.md): CANN's Ascend910 list lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_BF16};

struct Names {
    const char *api;
    const char *self;
    const char *out;
};

// Both entries, in CANN's order: workspaceSize and executor, then self and out null; self's dtype in
// the list; self's rank; out's shape equal to self's; out's dtype equal to self's; then our storage checks.
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
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(*self, pSelf, kDtypes) || !aclp::CheckMaxDim(*self, pSelf) ||
        !aclp::CheckMaxDim(*out, pOut) || !aclp::CheckSameShape(*out, *self, pOut, names.self) ||
        !aclp::CheckSameDtype(*out, *self, pOut, names.self)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    return aclp::PlanUnary({self, pSelf}, {out, pOut}, workspaceSize, executor,
                           [&](aclOpExecutor *plan, const aclp::BufferRef &x, const aclp::BufferRef &y, uint64_t n) {
                               l0op::HardSigmoid(plan, x, y, self->dtype, n);
                           });
}

constexpr Names kHardsigmoid{"aclnnHardsigmoid", "self", "out"};
constexpr Names kInplace{"aclnnInplaceHardsigmoid", "self", "self"};

}  // namespace

extern "C" {

aclnnStatus aclnnHardsigmoidGetWorkspaceSize(const aclTensor *self, aclTensor *out, uint64_t *workspaceSize,
                                             aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kHardsigmoid, self, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardsigmoidGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardsigmoid(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, const aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kHardsigmoid.api);
} catch (...) {
    return aclp::StatusFromException("aclnnHardsigmoid", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceHardsigmoidGetWorkspaceSize(const aclTensor *self, uint64_t *workspaceSize,
                                                    aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kInplace, self, self, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceHardsigmoidGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceHardsigmoid(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                    const aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceHardsigmoid", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
