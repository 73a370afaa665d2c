// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSigmoidBackward: CANN's check order (ops-nn sigmoid_grad), then the plan
// Contiguous (broadcast) -> [Cast to the promoted dtype] -> l0op::SigmoidGrad -> [Cast to gradInput's dtype]
// -> ViewCopy.
#include "op_api/aclnn_sigmoid_backward.h"

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/sigmoid_grad.h"
#include "runtime/error_message.h"

namespace {

constexpr const char *kApi = "aclnnSigmoidBackward";
const aclp::Param kGrad{kApi, "gradOutput"};
const aclp::Param kOutput{kApi, "output"};
const aclp::Param kOut{kApi, "gradInput"};

// CANN's list less its complex dtypes (the engine has no complex kernels); the Ascend910 profile lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_BF16};

// CANN's order after the null checks: the three dtypes in the list; the ranks of gradOutput and output; the promoted
// dtype castable to gradInput's; the broadcast and gradInput's shape. Ours: gradInput's rank.
bool CheckArguments(const aclTensor &grad, const aclTensor &output, const aclTensor &out, aclDataType *promoted)
{
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(grad, kGrad, kDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(output, kOutput, kDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(out, kOut, kDtypes) || !aclp::CheckMaxDim(grad, kGrad) ||
        !aclp::CheckMaxDim(output, kOutput)) {
        return false;
    }
    *promoted = aclp::PromoteType(grad.dtype, output.dtype);  // within the list: FLOAT16 with BFLOAT16 is FLOAT
    if (!aclp::CanCast(*promoted, out.dtype)) {
        aclp::SetErrorMessage(
            "%s: gradInput has dtype %s, which the promoted dtype %s of gradOutput and output cannot "
            "be cast to.",
            kApi, aclp::DtypeName(out.dtype), aclp::DtypeName(*promoted));
        return false;
    }
    thread_local std::vector<int64_t> shape;  // keeps its capacity: no heap per call
    return aclp::BroadcastShapes(grad, kGrad, output, kOutput, &shape) &&
           aclp::CheckShapeIs(out, shape, kOut, "the broadcast shape of gradOutput and output") &&
           aclp::CheckMaxDim(out, kOut);
}

aclnnStatus GetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *output, aclTensor *gradInput,
                             uint64_t *workspaceSize, aclOpExecutor **executor)
{
    if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(gradOutput, kGrad) ||
        !aclp::CheckNotNull(output, kOutput) || !aclp::CheckNotNull(gradInput, kOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    aclDataType promoted = ACL_DT_UNDEFINED;
    if (!CheckArguments(*gradOutput, *output, *gradInput, &promoted)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    return aclp::PlanBinary({gradOutput, kGrad}, {output, kOutput}, {gradInput, kOut}, workspaceSize, executor,
                            [&](aclOpExecutor *plan, const aclp::BufferRef &grad, const aclp::BufferRef &y,
                                const aclp::BufferRef &result, uint64_t n) {
                                const aclp::BufferRef g = aclp::CastInput(plan, grad, gradOutput->dtype, promoted, n);
                                const aclp::BufferRef o = aclp::CastInput(plan, y, output->dtype, promoted, n);
                                aclp::RecordThenCast(
                                    plan, result, promoted, gradInput->dtype, n,
                                    [&](const aclp::BufferRef &r) { l0op::SigmoidGrad(plan, g, o, r, promoted, n); });
                            });
}

}  // namespace

extern "C" {

aclnnStatus aclnnSigmoidBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *output,
                                                 aclTensor *gradInput, uint64_t *workspaceSize,
                                                 aclOpExecutor **executor)
try {
    return GetWorkspaceSize(gradOutput, output, gradInput, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnSigmoidBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnSigmoidBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                 const aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnSigmoidBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
