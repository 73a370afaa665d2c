// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardshrinkBackward: CANN's check order (ops-nn hard_shrink_grad), then the plan
// Contiguous (broadcast) -> [Cast to the promoted dtype] -> l0op::HardShrinkGrad -> [Cast to gradInput's
// dtype] -> ViewCopy.
#include "op_api/aclnn_hardshrink_backward.h"

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/hardshrink_grad.h"
#include "runtime/error_message.h"

namespace {

constexpr const char *kApi = "aclnnHardshrinkBackward";
const aclp::Param kGrad{kApi, "gradOutput"};
const aclp::Param kSelf{kApi, "self"};
const aclp::Param kOut{kApi, "gradInput"};

// Dtype lists per SoC profile (CANN's Ascend910 list lacks BFLOAT16).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

// CANN's order after the null checks: each tensor's dtype in the list, each rank, then the promoted dtype of
// gradOutput and self (in the list, castable to gradInput's).
bool CheckDtypesAndRanks(const aclTensor &grad, const aclTensor &self, const aclTensor &out, aclDataType *promoted)
{
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(grad, kGrad, kDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(self, kSelf, kDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(out, kOut, kDtypes) || !aclp::CheckMaxDim(grad, kGrad) ||
        !aclp::CheckMaxDim(self, kSelf) || !aclp::CheckMaxDim(out, kOut)) {
        return false;
    }
    *promoted = aclp::PromoteType(grad.dtype, self.dtype);  // within the list: FLOAT16 with BFLOAT16 is FLOAT
    if (!aclp::CanCast(*promoted, out.dtype)) {
        aclp::SetErrorMessage(
            "%s: gradInput has dtype %s, which the promoted dtype %s of gradOutput and self cannot "
            "be cast to.",
            kApi, aclp::DtypeName(out.dtype), aclp::DtypeName(*promoted));
        return false;
    }
    return true;
}

aclnnStatus GetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self, const aclScalar *lambd,
                             aclTensor *gradInput, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(gradOutput, kGrad) ||
        !aclp::CheckNotNull(self, kSelf) || !aclp::CheckNotNull(lambd, {kApi, "lambd"}) ||
        !aclp::CheckNotNull(gradInput, kOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    aclDataType promoted = ACL_DT_UNDEFINED;
    float lambdF = 0.0f;
    if (!CheckDtypesAndRanks(*gradOutput, *self, *gradInput, &promoted) ||
        !aclp::ReadScalarAsFloat(*lambd, {kApi, "lambd"}, &lambdF)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    // (CANN returns success here when gradOutput or self is empty, whatever the shapes; we check them first.)
    thread_local std::vector<int64_t> shape;  // keeps its capacity: no heap per call
    if (!aclp::BroadcastShapes(*gradOutput, kGrad, *self, kSelf, &shape) ||
        !aclp::CheckShapeIs(*gradInput, shape, kOut, "the broadcast shape of gradOutput and self")) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    if (lambdF < 0.0f) {
        lambdF = 0.0f;  // as CANN's entry does (NaN stays NaN: nothing is then shrunk)
    }
    return aclp::PlanBinary({gradOutput, kGrad}, {self, kSelf}, {gradInput, kOut}, workspaceSize, executor,
                            [&](aclOpExecutor *plan, const aclp::BufferRef &grad, const aclp::BufferRef &selfDense,
                                const aclp::BufferRef &result, uint64_t n) {
                                const aclp::BufferRef g = aclp::CastInput(plan, grad, gradOutput->dtype, promoted, n);
                                const aclp::BufferRef x = aclp::CastInput(plan, selfDense, self->dtype, promoted, n);
                                aclp::RecordThenCast(plan, result, promoted, gradInput->dtype, n,
                                                     [&](const aclp::BufferRef &y) {
                                                         l0op::HardShrinkGrad(plan, g, x, y, promoted, n, lambdF);
                                                     });
                            });
}

}  // namespace

extern "C" {

aclnnStatus aclnnHardshrinkBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                    const aclScalar *lambd, aclTensor *gradInput,
                                                    uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(gradOutput, self, lambd, gradInput, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardshrinkBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardshrinkBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                    aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnHardshrinkBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
