// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHeaviside: CANN's check order (ops-nn heaviside), then the plan
// Contiguous (broadcast) -> l0op::Heaviside -> ViewCopy.
#include "op_api/aclnn_heaviside.h"

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/heaviside.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"

namespace {

constexpr const char *kApi = "aclnnHeaviside";
const aclp::Param kInput{kApi, "input"};
const aclp::Param kValues{kApi, "values"};
const aclp::Param kOut{kApi, "out"};

// The same list on every profile that has the operator (CANN's doc lists Atlas A2 and A3 only).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

// CANN's order after the null checks: the dtypes of input, values and out in the list; the ranks of input and
// values; that they broadcast; out's element count against the broadcast's. Ours: the profile first; values and
// out of input's dtype (CANN's kernel reads values as input's dtype, and its output has input's dtype); out's
// rank and exact shape.
bool CheckArguments(const aclTensor &input, const aclTensor &values, const aclTensor &out)
{
    thread_local std::vector<int64_t> shape;  // keeps its capacity: no heap per call
    return aclp::OperatorOnlyOn(kApi, {aclp::SocProfile::kAscend910B, aclp::SocProfile::kAscend910_93}) &&
           aclp::CheckDtypeSupported(input, kInput, kDtypes, nullptr) &&
           aclp::CheckDtypeSupported(values, kValues, kDtypes, nullptr) &&
           aclp::CheckDtypeSupported(out, kOut, kDtypes, nullptr) && aclp::CheckMaxDim(input, kInput) &&
           aclp::CheckMaxDim(values, kValues) && aclp::BroadcastShapes(input, kInput, values, kValues, &shape) &&
           aclp::CheckSameDtype(values, input, kValues, "input") && aclp::CheckSameDtype(out, input, kOut, "input") &&
           aclp::CheckMaxDim(out, kOut) &&
           aclp::CheckShapeIs(out, shape, kOut, "the broadcast shape of input and values");
}

aclnnStatus GetWorkspaceSize(const aclTensor *input, const aclTensor *values, aclTensor *out, uint64_t *workspaceSize,
                             aclOpExecutor **executor)
{
    if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(input, kInput) ||
        !aclp::CheckNotNull(values, kValues) || !aclp::CheckNotNull(out, kOut)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    if (!CheckArguments(*input, *values, *out)) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    const aclDataType dtype = input->dtype;
    return aclp::PlanBinary(
        {input, kInput}, {values, kValues}, {out, kOut}, workspaceSize, executor,
        [dtype](aclOpExecutor *plan, const aclp::BufferRef &x, const aclp::BufferRef &v, const aclp::BufferRef &result,
                uint64_t n) { l0op::Heaviside(plan, x, v, result, dtype, n); });
}

}  // namespace

extern "C" {

aclnnStatus aclnnHeavisideGetWorkspaceSize(const aclTensor *input, const aclTensor *values, aclTensor *out,
                                           uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return GetWorkspaceSize(input, values, out, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHeavisideGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHeaviside(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnHeaviside", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
