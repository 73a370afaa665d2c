// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSoftshrinkBackward: CANN's check order (ops-nn soft_shrink_grad), then the plan
// Contiguous (broadcast) -> [Cast to FLOAT when the dtypes differ] -> l0op::SoftShrinkGrad -> [Cast to
// gradInput's dtype] -> ViewCopy.
#include "op_api/aclnn_softshrink_backward.h"

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/soft_shrink_grad.h"
#include "runtime/error_message.h"

namespace {

constexpr const char *kApi = "aclnnSoftshrinkBackward";
const aclp::Param kGrad{kApi, "gradOutput"};
const aclp::Param kSelf{kApi, "self"};
const aclp::Param kOut{kApi, "gradInput"};

// Dtype lists per SoC profile (CANN's Ascend910 and Ascend310P list lacks BFLOAT16).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

aclnnStatus GetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self, const aclScalar *lambd,
                             aclTensor *gradInput, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(gradOutput, kGrad) ||
        !aclp::CheckNotNull(self, kSelf) || !aclp::CheckNotNull(lambd, {kApi, "lambd"}) ||
        !aclp::CheckNotNull(gradInput, kOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    // CANN's order: the three dtypes in the list; gradOutput's and self's ranks; the broadcast; gradInput's
    // shape; lambd >= 0. Then ours: lambd a real scalar (read first, to compare it), the storage checks.
    thread_local std::vector<int64_t> shape;  // keeps its capacity: no heap per call
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(*gradOutput, kGrad, kDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(*self, kSelf, kDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(*gradInput, kOut, kDtypes) ||
        !aclp::CheckMaxDim(*gradOutput, kGrad) || !aclp::CheckMaxDim(*self, kSelf) ||
        !aclp::BroadcastShapes(*gradOutput, kGrad, *self, kSelf, &shape) ||
        !aclp::CheckShapeIs(*gradInput, shape, kOut, "the broadcast shape of gradOutput and self")) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    float lambdF = 0.0f;
    if (!aclp::ReadNonNegativeScalarAsFloat(*lambd, {kApi, "lambd"}, &lambdF)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    // Different dtypes (one list dtype each) are both computed as FLOAT, as CANN's plan casts them.
    const aclDataType compute = gradOutput->dtype == self->dtype ? self->dtype : ACL_FLOAT;
    return aclp::PlanBinary({gradOutput, kGrad}, {self, kSelf}, {gradInput, kOut}, workspaceSize, executor,
                            [&](aclOpExecutor *plan, const aclp::BufferRef &grad, const aclp::BufferRef &selfDense,
                                const aclp::BufferRef &result, uint64_t n) {
                                const aclp::BufferRef g = aclp::CastInput(plan, grad, gradOutput->dtype, compute, n);
                                const aclp::BufferRef x = aclp::CastInput(plan, selfDense, self->dtype, compute, n);
                                aclp::RecordThenCast(plan, result, compute, gradInput->dtype, n,
                                                     [&](const aclp::BufferRef &y) {
                                                         l0op::SoftShrinkGrad(plan, g, x, y, compute, n, lambdF);
                                                     });
                            });
}

}  // namespace

extern "C" {

aclnnStatus aclnnSoftshrinkBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                    const aclScalar *lambd, aclTensor *gradInput,
                                                    uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(gradOutput, self, lambd, gradInput, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnSoftshrinkBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnSoftshrinkBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                    aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnSoftshrinkBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
