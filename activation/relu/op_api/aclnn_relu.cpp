// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnRelu and aclnnInplaceRelu: CANN's check order (ops-nn relu), then the plan
// Contiguous -> l0op::Relu -> ViewCopy.
#include "op_api/aclnn_relu.h"

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/relu.h"
#include "runtime/error_message.h"

namespace {

// Dtype lists per SoC profile (docs/aclnnRelu.md): CANN's Ascend910 list lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64, ACL_BF16};

struct Names {
    const char *api;
    const char *self;
    const char *out;
};

// Both entries: CANN checks self and out first (then we check workspaceSize and executor), then dtypes
// (out's equal to self's), ranks and shapes, then our storage checks.
aclnnStatus GetWorkspaceSize(const Names &names, const aclTensor *self, const aclTensor *out, uint64_t *workspaceSize,
                             aclOpExecutor **executor)
{
    const aclp::Param pSelf{names.api, names.self};
    const aclp::Param pOut{names.api, names.out};
    if (!aclp::CheckNotNull(self, pSelf) || !aclp::CheckNotNull(out, pOut) ||
        !aclp::CheckNotNull(workspaceSize, {names.api, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {names.api, "executor"})) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(*self, pSelf, kDtypes) ||
        !aclp::CheckSameDtype(*out, *self, pOut, names.self) || !aclp::CheckMaxDim(*self, pSelf) ||
        !aclp::CheckMaxDim(*out, pOut) || !aclp::CheckSameShape(*out, *self, pOut, names.self)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    return aclp::PlanUnary({self, pSelf}, {out, pOut}, workspaceSize, executor,
                           [&](aclOpExecutor *plan, const aclp::BufferRef &x, const aclp::BufferRef &y, uint64_t n) {
                               l0op::Relu(plan, x, y, self->dtype, n);
                           });
}

constexpr Names kRelu{"aclnnRelu", "self", "out"};
constexpr Names kInplace{"aclnnInplaceRelu", "selfRef", "selfRef"};

}  // namespace

extern "C" {

aclnnStatus aclnnReluGetWorkspaceSize(const aclTensor *self, const aclTensor *out, uint64_t *workspaceSize,
                                      aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kRelu, self, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, const aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kRelu.api);
} catch (...) {
    return aclp::StatusFromException("aclnnRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceReluGetWorkspaceSize(aclTensor *selfRef, uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(kInplace, selfRef, selfRef, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, const aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
