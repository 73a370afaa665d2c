// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSquaredRelu: the checks of CANN's generated entry (null pointers, then each tensor's dtype against the
// definition's list, output's the same as input's), then the plan Contiguous -> l0op::SquaredRelu -> ViewCopy.
#include "op_api/aclnn_squared_relu.h"

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/op_checks.h"
#include "op_api/squared_relu.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"

namespace {

constexpr const char *kApi = "aclnnSquaredRelu";
const aclp::Param kInput{kApi, "input"};
const aclp::Param kOutput{kApi, "output"};

// The same list on every profile that has the operator (CANN defines it for Ascend 910B, 910_93 and 950).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

aclnnStatus GetWorkspaceSize(const aclTensor *input, const aclTensor *output, uint64_t *workspaceSize,
                             aclOpExecutor **executor)
{
    if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
        !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(input, kInput) ||
        !aclp::CheckNotNull(output, kOutput)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    if (!aclp::OperatorOnlyOn(
            kApi, {aclp::SocProfile::kAscend910B, aclp::SocProfile::kAscend910_93, aclp::SocProfile::kAscend950}) ||
        !aclp::CheckDtypeSupported(*input, kInput, kDtypes, nullptr) ||
        !aclp::CheckDtypeSupported(*output, kOutput, kDtypes, nullptr) ||
        !aclp::CheckSameDtype(*output, *input, kOutput, "input") || !aclp::CheckMaxDim(*input, kInput) ||
        !aclp::CheckSameShape(*output, *input, kOutput, "input")) {
        return ACLNN_ERR_PARAM_INVALID;
    }
    const aclDataType dtype = input->dtype;
    return aclp::PlanUnary({input, kInput}, {output, kOutput}, workspaceSize, executor,
                           [dtype](aclOpExecutor *plan, const aclp::BufferRef &x, const aclp::BufferRef &y,
                                   uint64_t n) { l0op::SquaredRelu(plan, x, y, dtype, n); });
}

}  // namespace

extern "C" {

aclnnStatus aclnnSquaredReluGetWorkspaceSize(const aclTensor *input, const aclTensor *output, uint64_t *workspaceSize,
                                             aclOpExecutor **executor)
try {
    return GetWorkspaceSize(input, output, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnSquaredReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnSquaredRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnSquaredRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
