// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnReluGradV2 in CANN's check order and code style, then the plan
// Contiguous -> the ReluGradV2 kernel -> ViewCopy (the mask is read in place: it is contiguous by contract).
#include "op_api/aclnn_relu_grad_v2.h"

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/executor.h"
#include "nnopbase/l0_common.h"
#include "nnopbase/op_checks.h"
#include "nnopbase/plan_memo.h"
#include "nnopbase/tensor.h"
#include "op_kernel/relu_grad_v2_kernel.h"
#include "runtime/error_message.h"

namespace {

constexpr const char *kApi = "aclnnReluGradV2";
const aclp::Param kGradients{kApi, "gradients"};
const aclp::Param kMask{kApi, "mask"};
const aclp::Param kBackprops{kApi, "backprops"};

// CANN's OpDef for Ascend950 (relu_grad_v2_def.cpp).
constexpr aclDataType kDtypes[] = {ACL_BF16, ACL_FLOAT16, ACL_FLOAT, ACL_INT8, ACL_INT32, ACL_UINT8};

}  // namespace

extern "C" {

aclnnStatus aclnnReluGradV2GetWorkspaceSize(const aclTensor *gradients, const aclTensor *mask, aclTensor *backprops,
                                            uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    // A call exactly like this thread's last successful one gets its plan again (nnopbase/plan_memo.h); the
    // tensors in CreatePlan's slot order.
    thread_local aclp::PlanMemo memo;
    const aclp::MemoCall memoCall{{gradients, mask, backprops}, 3, {nullptr, nullptr}, false};
    return aclp::PlanOrReplay(memo, memoCall, workspaceSize, executor, [&]() -> aclnnStatus {
        // 1. Null pointers.
        if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
            !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(gradients, kGradients) ||
            !aclp::CheckNotNull(mask, kMask) || !aclp::CheckNotNull(backprops, kBackprops)) {
            return ACLNN_ERR_PARAM_NULLPTR;
        }
        // 2. The profile must have the operator; dtypes, ranks, shapes, the mask's layout; our storage checks.
        if (!aclp::OperatorOnProfile(kApi)) {
            return ACLNN_ERR_PARAM_INVALID;
        }
        if (!aclp::CheckDtypeSupported(*gradients, kGradients, kDtypes, nullptr) ||
            !aclp::CheckSameDtype(*backprops, *gradients, kBackprops, "gradients") ||
            !aclp::CheckMaxDim(*gradients, kGradients) ||
            !aclp::CheckSameShape(*backprops, *gradients, kBackprops, "gradients")) {
            return ACLNN_ERR_PARAM_INVALID;
        }
        aclnnStatus status;
        if (!aclp::CheckBitMask(*mask, gradients->viewShape, kMask, &status) ||
            !aclp::CheckCallViews({{gradients, kGradients}}, {backprops, kBackprops}, &status)) {
            return status;
        }
        if (!aclp::CheckMaskApart(*mask, kMask, *backprops, kBackprops)) {
            return ACLNN_ERR_PARAM_INVALID;
        }
        aclOpExecutor *plan = nullptr;
        if ((status = aclp::CreatePlan(kApi, {gradients, mask}, {backprops}, &plan)) != ACLNN_SUCCESS) {
            return status;
        }
        // 3. Empty tensors: nothing to run.
        const int64_t numel = aclp::Numel(*gradients);
        if (numel > 0) {
            enum Slot : uint32_t { kGradientsSlot, kMaskSlot, kBackpropsSlot };  // CreatePlan's order
            aclp::BufferRef g = l0op::Contiguous(plan, kGradientsSlot, gradients->viewShape);
            aclp::BufferRef out = l0op::DenseOutput(plan, kBackpropsSlot);
            aclp::AddElementwiseKernel(plan, aclp::ReluGradV2Kernel, "ReluGradV2",
                                       {g, aclp::TensorBuffer(plan, kMaskSlot), out},
                                       aclp::ProblemOf(numel, {gradients->dtype, ACL_UINT1}, {gradients->dtype}),
                                       aclp::ReluGradV2Params{gradients->dtype});
            l0op::ViewCopy(plan, out, kBackpropsSlot);
        }
        return aclp::ReturnPlan(plan, workspaceSize, executor);
    });
} catch (...) {
    return aclp::StatusFromException("aclnnReluGradV2GetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnReluGradV2(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnReluGradV2", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
