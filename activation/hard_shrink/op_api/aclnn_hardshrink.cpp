// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardshrink: CANN's check order (ops-nn hard_shrink), then the plan
// Contiguous -> l0op::HardShrink (in self's dtype) [-> Cast to out's dtype] -> ViewCopy.
#include "op_api/aclnn_hardshrink.h"

#include "aclnn/opdev/op_errno.h"
#include "engine/dtype.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_plan.h"
#include "op_api/hard_shrink.h"
#include "runtime/error_message.h"

namespace {

// Dtype lists per SoC profile (docs/aclnnHardshrink.md): CANN's Ascend910 (and Ascend310P) list lacks
// BFLOAT16. self and out are each checked against the list; they need not be the same.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

constexpr const char *kApi = "aclnnHardshrink";

// CANN's order: workspaceSize and executor; self, lambd and out null; self's dtype, then out's, in the
// list; out's shape equal to self's; self's rank; then ours: lambd a real scalar, the storage checks.
aclnnStatus GetWorkspaceSize(const aclTensor *self, const aclScalar *lambd, const aclTensor *out,
                             uint64_t *workspaceSize, aclOpExecutor **executor)
{
    const aclp::Param pSelf{kApi, "self"};
    const aclp::Param pOut{kApi, "out"};
    if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(self, pSelf) ||
        !aclp::CheckNotNull(lambd, {kApi, "lambd"}) || !aclp::CheckNotNull(out, pOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    if (!aclp::CheckDtypeSupportedNoBf16OnAscend910(*self, pSelf, kDtypes) ||
        !aclp::CheckDtypeSupportedNoBf16OnAscend910(*out, pOut, kDtypes) ||
        !aclp::CheckSameShape(*out, *self, pOut, "self") || !aclp::CheckMaxDim(*self, pSelf)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    float lambdF = 0.0f;
    if (!aclp::ReadScalarAsFloat(*lambd, {kApi, "lambd"}, &lambdF)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    if (lambdF < 0.0f) {
        lambdF = 0.0f;  // as CANN's entry does (NaN stays NaN: nothing is then shrunk)
    }
    auto record = [&](aclOpExecutor *plan, const aclp::BufferRef &x, const aclp::BufferRef &result, uint64_t n) {
        aclp::RecordThenCast(plan, result, self->dtype, out->dtype, n,
                             [&](const aclp::BufferRef &y) { l0op::HardShrink(plan, x, y, self->dtype, n, lambdF); });
    };
    return aclp::PlanUnary({self, pSelf}, {out, pOut}, workspaceSize, executor, record);
}

}  // namespace

extern "C" {

aclnnStatus aclnnHardshrinkGetWorkspaceSize(const aclTensor *self, const aclScalar *lambd, aclTensor *out,
                                            uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(self, lambd, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardshrinkGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardshrink(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnHardshrink", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
