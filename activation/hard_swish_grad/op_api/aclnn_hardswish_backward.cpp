// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackward: CANN's check order (ops-nn hard_swish_grad), then the plan
// Contiguous -> l0op::HardSwishGrad -> ViewCopy.
#include "op_api/aclnn_hardswish_backward.h"

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/hard_swish_grad.h"
#include "runtime/error_message.h"

namespace {

constexpr const char *kApi = "aclnnHardswishBackward";
const aclp::Param kGrad{kApi, "gradOutput"};
const aclp::Param kSelf{kApi, "self"};
const aclp::Param kOut{kApi, "out"};

// Dtype lists per SoC profile: CANN's list for Atlas training products lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

// CANN's order after the null checks: self's dtype in the list, gradOutput's, gradOutput's and out's equal to
// self's; the ranks of gradOutput and self, gradOutput's and out's shapes equal to self's. Ours: out's rank.
bool CheckArguments(const aclTensor &grad, const aclTensor &self, const aclTensor &out)
{
    return aclp::CheckDtypeSupportedNoBf16OnAscend910(self, kSelf, kDtypes) &&
           aclp::CheckDtypeSupportedNoBf16OnAscend910(grad, kGrad, kDtypes) &&
           aclp::CheckSameDtype(grad, self, kGrad, "self") && aclp::CheckSameDtype(out, self, kOut, "self") &&
           aclp::CheckMaxDim(grad, kGrad) && aclp::CheckMaxDim(self, kSelf) &&
           aclp::CheckSameShape(grad, self, kGrad, "self") && aclp::CheckSameShape(out, self, kOut, "self") &&
           aclp::CheckMaxDim(out, kOut);
}

aclnnStatus GetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self, aclTensor *out,
                             uint64_t *workspaceSize, aclOpExecutor **executor)
{
    if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(gradOutput, kGrad) ||
        !aclp::CheckNotNull(self, kSelf) || !aclp::CheckNotNull(out, kOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    if (!CheckArguments(*gradOutput, *self, *out)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    const aclDataType dtype = self->dtype;
    return aclp::PlanBinary(
        {gradOutput, kGrad}, {self, kSelf}, {out, kOut}, workspaceSize, executor,
        [dtype](aclOpExecutor *plan, const aclp::BufferRef &grad, const aclp::BufferRef &x,
                const aclp::BufferRef &result, uint64_t n) { l0op::HardSwishGrad(plan, grad, x, result, dtype, n); });
}

}  // namespace

extern "C" {

aclnnStatus aclnnHardswishBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self, aclTensor *out,
                                                   uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(gradOutput, self, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardswishBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardswishBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                   const aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnHardswishBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
