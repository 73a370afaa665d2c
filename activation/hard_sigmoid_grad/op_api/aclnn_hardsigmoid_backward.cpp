// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoidBackward: CANN's check order (ops-nn hard_sigmoid_grad), then the plan
// Contiguous -> l0op::HardSigmoidGrad (with the casts to and from the promoted type) -> ViewCopy.
#include "op_api/aclnn_hardsigmoid_backward.h"

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/hard_sigmoid_grad.h"
#include "runtime/error_message.h"

namespace {

constexpr const char *kApi = "aclnnHardsigmoidBackward";
const aclp::Param kGrad{kApi, "gradOutput"};
const aclp::Param kSelf{kApi, "self"};
const aclp::Param kOut{kApi, "out"};

// Dtype lists per SoC profile (docs/soc_profiles.md; CANN: 910B-910E and regbase add BFLOAT16).
constexpr aclDataType kInputDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

bool CheckDtypes(const aclTensor &grad, const aclTensor &self, const aclTensor &out)
{
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(grad, kGrad, kInputDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(self, kSelf, kInputDtypes)) {
        return false;
    }
    const aclDataType promoted = aclp::PromoteType(grad.dtype, self.dtype);
    if (!aclp::CanCast(promoted, out.dtype)) {
        aclp::SetErrorMessage(
            "%s: out has dtype %s, which the promoted dtype %s of gradOutput and self cannot be "
            "cast to.",
            kApi, aclp::DtypeName(out.dtype), aclp::DtypeName(promoted));
        return false;
    }
    if (!aclp::IsFloatingDtype(out.dtype)) {  // castable but not a real floating type (complex)
        aclp::SetErrorMessage("%s: out has dtype %s; supported out dtypes are FLOAT, FLOAT16, BFLOAT16 and DOUBLE.",
                              kApi, aclp::DtypeName(out.dtype));
        return false;
    }
    return true;
}

bool CheckShapes(const aclTensor &grad, const aclTensor &self, const aclTensor &out)
{
    return aclp::CheckMaxDim(grad, kGrad) && aclp::CheckMaxDim(self, kSelf) && aclp::CheckMaxDim(out, kOut) &&
           aclp::CheckSameShape(grad, self, kGrad, "self") && aclp::CheckSameShape(out, self, kOut, "self");
}

}  // namespace

extern "C" {

aclnnStatus aclnnHardsigmoidBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self, aclTensor *out,
                                                     uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    // 1. Null pointers, in CANN's order.
    if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(gradOutput, kGrad) ||
        !aclp::CheckNotNull(self, kSelf) || !aclp::CheckNotNull(out, kOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    // 2. Dtypes (and castability to out), ranks, equal shapes; then our storage checks.
    if (!CheckDtypes(*gradOutput, *self, *out) || !CheckShapes(*gradOutput, *self, *out)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    // 3. Our storage checks, then the plan (empty tensors: nothing to run).
    return aclp::PlanBinary({gradOutput, kGrad}, {self, kSelf}, {out, kOut}, workspaceSize, executor,
                            [&](aclOpExecutor *plan, const aclp::BufferRef &grad, const aclp::BufferRef &selfDense,
                                const aclp::BufferRef &result, uint64_t n) {
                                l0op::HardSigmoidGrad(plan, grad, gradOutput->dtype, selfDense, self->dtype, result,
                                                      out->dtype, n);
                            });
} catch (...) {
    return aclp::StatusFromException("aclnnHardsigmoidBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardsigmoidBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                     aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnHardsigmoidBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
