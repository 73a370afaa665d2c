// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackward, and the first stage aclnnHardswishBackwardV2 shares: CANN's check order (ops-nn
// hard_swish_grad, hard_swish_grad_v2), then the plan Contiguous -> l0op::HardSwishGrad -> ViewCopy.
#include "op_api/aclnn_hardswish_backward.h"

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/hard_swish_grad.h"
#include "op_api/hardswish_backward_entry.h"
#include "runtime/error_message.h"

namespace {

// Dtype lists per SoC profile: CANN's list for Atlas training products lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

// CANN's order after the null checks: self's dtype in the list, then gradOutput's (V2: gradOutput's, then self's),
// gradOutput's and out's equal to self's; the ranks of gradOutput and self, gradOutput's and out's shapes equal to
// self's. Ours: out's rank.
bool CheckArguments(const char *api, bool v2, const aclTensor &grad, const aclTensor &self, const aclTensor &out)
{
    const aclp::Param pGrad{api, "gradOutput"}, pSelf{api, "self"}, pOut{api, "out"};
    const bool listed = v2 ? aclp::CheckDtypeSupportedNoBf16OnAscend910(grad, pGrad, kDtypes) &&
                                 aclp::CheckDtypeSupportedNoBf16OnAscend910(self, pSelf, kDtypes)
                           : aclp::CheckDtypeSupportedNoBf16OnAscend910(self, pSelf, kDtypes) &&
                                 aclp::CheckDtypeSupportedNoBf16OnAscend910(grad, pGrad, kDtypes);
    return listed && aclp::CheckSameDtype(grad, self, pGrad, "self") && aclp::CheckSameDtype(out, self, pOut, "self") &&
           aclp::CheckMaxDim(grad, pGrad) && aclp::CheckMaxDim(self, pSelf) &&
           aclp::CheckSameShape(grad, self, pGrad, "self") && aclp::CheckSameShape(out, self, pOut, "self") &&
           aclp::CheckMaxDim(out, pOut);
}

}  // namespace

namespace aclp {

aclnnStatus HardswishBackwardGetWorkspaceSize(const char *api, bool v2, const aclTensor *gradOutput,
                                              const aclTensor *self, aclTensor *out, uint64_t *workspaceSize,
                                              aclOpExecutor **executor)
{
    const aclp::Param pGrad{api, "gradOutput"}, pSelf{api, "self"}, pOut{api, "out"};
    if (!aclp::CheckNotNull(workspaceSize, {api, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {api, "executor"}) || !aclp::CheckNotNull(gradOutput, pGrad) ||
        !aclp::CheckNotNull(self, pSelf) || !aclp::CheckNotNull(out, pOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    if (!CheckArguments(api, v2, *gradOutput, *self, *out)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    const aclDataType dtype = self->dtype;
    return aclp::PlanBinary({gradOutput, pGrad}, {self, pSelf}, {out, pOut}, workspaceSize, executor,
                            [dtype, v2](aclOpExecutor *plan, const aclp::BufferRef &grad, const aclp::BufferRef &x,
                                        const aclp::BufferRef &result,
                                        uint64_t n) { l0op::HardSwishGrad(plan, grad, x, result, dtype, n, v2); });
}

}  // namespace aclp

extern "C" {

aclnnStatus aclnnHardswishBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self, aclTensor *out,
                                                   uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::HardswishBackwardGetWorkspaceSize("aclnnHardswishBackward", false, gradOutput, self, out,
                                                   workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardswishBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardswishBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                   const aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, "aclnnHardswishBackward");
} catch (...) {
    return aclp::StatusFromException("aclnnHardswishBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
