// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSeluBackward: CANN's check order (ops-nn selu_grad), then the plan Contiguous -> l0op::SeluGrad -> ViewCopy.
#include "op_api/aclnn_selu_backward.h"

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/selu_grad.h"
#include "runtime/error_message.h"

namespace {

constexpr const char *kApi = "aclnnSeluBackward";
const aclp::Param kGrad{kApi, "gradOutput"};
const aclp::Param kResult{kApi, "result"};
const aclp::Param kOut{kApi, "gradInput"};

// Dtype lists per SoC profile: CANN's list for Atlas training and inference products lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8, ACL_BF16};

// CANN's order after the null checks: result's and gradInput's dtypes equal to gradOutput's, each in the list;
// result's and gradInput's shapes equal to gradOutput's. Ours: the ranks (the engine's views have at most 8 dims).
bool CheckArguments(const aclTensor &grad, const aclTensor &result, const aclTensor &out)
{
    return aclp::CheckSameDtype(result, grad, kResult, "gradOutput") &&
           aclp::CheckSameDtype(out, grad, kOut, "gradOutput") &&
           aclp::CheckDtypeSupportedNoBf16OnAscend910(grad, kGrad, kDtypes) &&
           aclp::CheckDtypeSupportedNoBf16OnAscend910(result, kResult, kDtypes) &&
           aclp::CheckDtypeSupportedNoBf16OnAscend910(out, kOut, kDtypes) &&
           aclp::CheckSameShape(result, grad, kResult, "gradOutput") &&
           aclp::CheckSameShape(out, grad, kOut, "gradOutput") && aclp::CheckMaxDim(grad, kGrad);
}

aclnnStatus GetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *result, aclTensor *gradInput,
                             uint64_t *workspaceSize, aclOpExecutor **executor)
{
    if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(gradOutput, kGrad) ||
        !aclp::CheckNotNull(result, kResult) || !aclp::CheckNotNull(gradInput, kOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    if (!CheckArguments(*gradOutput, *result, *gradInput)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    const aclDataType dtype = gradOutput->dtype;
    return aclp::PlanBinary(
        {gradOutput, kGrad}, {result, kResult}, {gradInput, kOut}, workspaceSize, executor,
        [dtype](aclOpExecutor *plan, const aclp::BufferRef &grad, const aclp::BufferRef &res,
                const aclp::BufferRef &out, uint64_t n) { l0op::SeluGrad(plan, grad, res, out, dtype, n); });
}

}  // namespace

extern "C" {

aclnnStatus aclnnSeluBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *result,
                                              aclTensor *gradInput, uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(gradOutput, result, gradInput, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnSeluBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnSeluBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnSeluBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
