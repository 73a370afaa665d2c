// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyReluBackward: CANN's check order (ops-nn leaky_relu_grad), then the plan
// Contiguous (broadcast) -> [Cast to the promoted dtype] -> l0op::LeakyReluGrad -> [Cast to out's dtype] -> ViewCopy.
#include "op_api/aclnn_leaky_relu_backward.h"

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/leaky_relu_grad.h"
#include "runtime/error_message.h"

namespace {

constexpr const char *kApi = "aclnnLeakyReluBackward";
const aclp::Param kGrad{kApi, "gradOutput"};
const aclp::Param kSelf{kApi, "self"};
const aclp::Param kSlope{kApi, "negativeSlope"};
const aclp::Param kOut{kApi, "out"};

// The tensors' list; the Ascend910 profile lacks BFLOAT16 (for negativeSlope too).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_BF16};
constexpr aclDataType kScalarDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_INT32, ACL_INT64,
                                         ACL_INT8,  ACL_UINT8,   ACL_BOOL,   ACL_INT16, ACL_BF16};

// CANN's order after the null checks: gradOutput's and self's dtypes in the list, negativeSlope's; the ranks of
// gradOutput and self, the broadcast and out's shape; a negative negativeSlope with selfIsResult; the promoted dtype
// castable to out's. Ours: out's dtype in the list (no complex kernels) and its rank.
bool CheckArguments(const aclTensor &grad, const aclTensor &self, const aclScalar &slope, bool selfIsResult,
                    const aclTensor &out, aclDataType *promoted, float *slopeF)
{
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(grad, kGrad, kDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(self, kSelf, kDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(slope.dtype, kSlope, kScalarDtypes) ||
        !aclp::ReadScalarAsFloat(slope, kSlope, slopeF)) {
        return false;
    }
    thread_local std::vector<int64_t> shape;  // keeps its capacity: no heap per call
    if (!aclp::CheckMaxDim(grad, kGrad) || !aclp::CheckMaxDim(self, kSelf) ||
        !aclp::BroadcastShapes(grad, kGrad, self, kSelf, &shape) ||
        !aclp::CheckShapeIs(out, shape, kOut, "the broadcast shape of gradOutput and self")) {
        return false;
    }
    aclp::ScalarValue value{};
    if (selfIsResult && aclp::ReadScalar(slope, &value) && value.real < 0.0) {
        aclp::SetErrorMessage(
            "%s: negativeSlope is %g with selfIsResult true: the backward from the forward's result needs a "
            "non-negative slope (the in-place forward with a negative slope cannot be undone); call the "
            "out-of-place forward instead.",
            kApi, value.real);
        return false;
    }
    *promoted = aclp::PromoteType(grad.dtype, self.dtype);  // within the list: FLOAT16 with BFLOAT16 is FLOAT
    if (!aclp::CanCast(*promoted, out.dtype) || !aclp::IsFloatingDtype(out.dtype)) {
        aclp::SetErrorMessage(
            "%s: out has dtype %s, which the promoted dtype %s of gradOutput and self cannot be cast to (out takes "
            "FLOAT, FLOAT16, BFLOAT16 or DOUBLE).",
            kApi, aclp::DtypeName(out.dtype), aclp::DtypeName(*promoted));
        return false;
    }
    return aclp::CheckMaxDim(out, kOut);
}

aclnnStatus GetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self, const aclScalar *negativeSlope,
                             bool selfIsResult, aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    if (!aclp::CheckNotNull(gradOutput, kGrad) || !aclp::CheckNotNull(self, kSelf) ||
        !aclp::CheckNotNull(negativeSlope, kSlope) || !aclp::CheckNotNull(out, kOut) ||
        !aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"})) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    aclDataType promoted = ACL_DT_UNDEFINED;
    float slope = 0.0f;  // as CANN's kernel takes it
    if (!CheckArguments(*gradOutput, *self, *negativeSlope, selfIsResult, *out, &promoted, &slope)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    return aclp::PlanBinary({gradOutput, kGrad}, {self, kSelf}, {out, kOut}, workspaceSize, executor,
                            [&](aclOpExecutor *plan, const aclp::BufferRef &grad, const aclp::BufferRef &x,
                                const aclp::BufferRef &result, uint64_t n) {
                                const aclp::BufferRef g = aclp::CastInput(plan, grad, gradOutput->dtype, promoted, n);
                                const aclp::BufferRef s = aclp::CastInput(plan, x, self->dtype, promoted, n);
                                aclp::RecordThenCast(plan, result, promoted, out->dtype, n,
                                                     [&](const aclp::BufferRef &r) {
                                                         l0op::LeakyReluGrad(plan, g, s, r, promoted, n, slope);
                                                     });
                            });
}

}  // namespace

extern "C" {

aclnnStatus aclnnLeakyReluBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                   const aclScalar *negativeSlope, bool selfIsResult, aclTensor *out,
                                                   uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(gradOutput, self, negativeSlope, selfIsResult, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnLeakyReluBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnLeakyReluBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnLeakyReluBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
