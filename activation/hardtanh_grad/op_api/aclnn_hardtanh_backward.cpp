// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardtanhBackward: CANN's check order (ops-nn hardtanh_grad), then the plan
// Contiguous -> l0op::HardtanhGrad -> ViewCopy.
#include "op_api/aclnn_hardtanh_backward.h"

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/hardtanh_grad.h"
#include "runtime/error_message.h"

namespace {

constexpr const char *kApi = "aclnnHardtanhBackward";
const aclp::Param kGrad{kApi, "gradOutput"};
const aclp::Param kSelf{kApi, "self"};
const aclp::Param kMin{kApi, "min"};
const aclp::Param kMax{kApi, "max"};
const aclp::Param kOut{kApi, "out"};

// Dtype lists per SoC profile (CANN's Ascend910 list lacks BFLOAT16).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

// CANN's order after the null checks: each tensor's dtype in the list, gradOutput's dtype self's, the ranks of
// gradOutput and self, their shapes equal. Then ours: the bounds' dtypes, and out as self (CANN's kernel
// writes out with self's dtype and element count, unchecked).
bool CheckArguments(const aclTensor &grad, const aclTensor &self, const aclScalar &min, const aclScalar &max,
                    const aclTensor &out, float *minF, float *maxF)
{
    return aclp::CheckDtypeSupportedNoBf16OnAscend910(grad, kGrad, kDtypes) &&
           aclp::CheckDtypeSupportedNoBf16OnAscend910(self, kSelf, kDtypes) &&
           aclp::CheckDtypeSupportedNoBf16OnAscend910(out, kOut, kDtypes) &&
           aclp::CheckSameDtype(grad, self, kGrad, "self") && aclp::CheckMaxDim(grad, kGrad) &&
           aclp::CheckMaxDim(self, kSelf) && aclp::CheckSameShape(grad, self, kGrad, "self") &&
           aclp::ReadScalarAsFloat(min, kMin, minF) && aclp::ReadScalarAsFloat(max, kMax, maxF) &&
           aclp::CheckMaxDim(out, kOut) && aclp::CheckSameShape(out, self, kOut, "self") &&
           aclp::CheckSameDtype(out, self, kOut, "self");
}

aclnnStatus GetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self, const aclScalar *min,
                             const aclScalar *max, aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    // CANN's null order: workspaceSize and executor, then self, gradOutput, out, min, max.
    if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(self, kSelf) ||
        !aclp::CheckNotNull(gradOutput, kGrad) || !aclp::CheckNotNull(out, kOut) || !aclp::CheckNotNull(min, kMin) ||
        !aclp::CheckNotNull(max, kMax)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    float minF = 0.0f;
    float maxF = 0.0f;
    if (!CheckArguments(*gradOutput, *self, *min, *max, *out, &minF, &maxF)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    const aclDataType dtype = self->dtype;
    return aclp::PlanBinary(
        {gradOutput, kGrad}, {self, kSelf}, {out, kOut}, workspaceSize, executor,
        [&](aclOpExecutor *plan, const aclp::BufferRef &grad, const aclp::BufferRef &x, const aclp::BufferRef &result,
            uint64_t n) { l0op::HardtanhGrad(plan, grad, x, result, dtype, n, minF, maxF); });
}

}  // namespace

extern "C" {

aclnnStatus aclnnHardtanhBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                  const aclScalar *min, const aclScalar *max, aclTensor *out,
                                                  uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(gradOutput, self, min, max, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardtanhBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardtanhBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnHardtanhBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
