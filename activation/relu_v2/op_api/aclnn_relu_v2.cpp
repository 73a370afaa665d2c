// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnReluV2 in CANN's check order and code style, then the plan Contiguous -> the ReluV2 kernel -> ViewCopy
// (the mask is written in place: it is contiguous by contract).
#include "op_api/aclnn_relu_v2.h"

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/executor.h"
#include "nnopbase/l0_common.h"
#include "nnopbase/op_checks.h"
#include "nnopbase/plan_memo.h"
#include "nnopbase/tensor.h"
#include "op_kernel/relu_v2_kernel.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"

namespace {

constexpr const char *kApi = "aclnnReluV2";
const aclp::Param kSelf{kApi, "self"};
const aclp::Param kOut{kApi, "out"};
const aclp::Param kMask{kApi, "mask"};

// CANN's OpDef for Ascend950 (relu_v2_def.cpp).
constexpr aclDataType kDtypes[] = {ACL_BF16, ACL_FLOAT16, ACL_FLOAT, ACL_INT8, ACL_INT32, ACL_UINT8, ACL_INT64};

}  // namespace

extern "C" {

aclnnStatus aclnnReluV2GetWorkspaceSize(const aclTensor *self, aclTensor *out, aclTensor *mask, uint64_t *workspaceSize,
                                        aclOpExecutor **executor)
try {
    // A call exactly like this thread's last successful one gets its plan again (nnopbase/plan_memo.h); the
    // tensors in CreatePlan's slot order.
    thread_local aclp::PlanMemo memo;
    const aclp::MemoCall memoCall{{self, out, mask}, 3, {nullptr, nullptr}, false};
    return aclp::PlanOrReplay(memo, memoCall, workspaceSize, executor, [&]() -> aclnnStatus {
        // 1. Null pointers.
        if (!aclp::CheckNotNull(workspaceSize, {kApi, "workspaceSize"}) ||
            !aclp::CheckNotNull(executor, {kApi, "executor"}) || !aclp::CheckNotNull(self, kSelf) ||
            !aclp::CheckNotNull(out, kOut) || !aclp::CheckNotNull(mask, kMask)) {
            return ACLNN_ERR_PARAM_NULLPTR;
        }
        // 2. The profile must have the operator; dtypes, ranks, shapes, the mask's layout; our storage checks.
        if (!aclp::OperatorOnProfile(kApi)) {
            return ACLNN_ERR_PARAM_INVALID;
        }
        if (!aclp::CheckDtypeSupported(*self, kSelf, kDtypes, nullptr) ||
            !aclp::CheckSameDtype(*out, *self, kOut, "self") || !aclp::CheckMaxDim(*self, kSelf) ||
            !aclp::CheckSameShape(*out, *self, kOut, "self")) {
            return ACLNN_ERR_PARAM_INVALID;
        }
        aclnnStatus status;
        if (!aclp::CheckBitMask(*mask, self->viewShape, kMask, &status) ||
            !aclp::CheckCallViews({{self, kSelf}}, {out, kOut}, &status)) {
            return status;
        }
        if (!aclp::CheckMaskApart(*mask, kMask, *self, kSelf) || !aclp::CheckMaskApart(*mask, kMask, *out, kOut)) {
            return ACLNN_ERR_PARAM_INVALID;
        }
        aclOpExecutor *plan = nullptr;
        if ((status = aclp::CreatePlan(kApi, {self}, {out, mask}, &plan)) != ACLNN_SUCCESS) {
            return status;
        }
        // 3. Empty tensors: nothing to run.
        const int64_t numel = aclp::Numel(*self);
        if (numel > 0) {
            enum Slot : uint32_t { kSelfSlot, kOutSlot, kMaskSlot };  // CreatePlan's order
            aclp::BufferRef x = l0op::Contiguous(plan, kSelfSlot, self->viewShape);
            aclp::BufferRef y = l0op::DenseOutput(plan, kOutSlot);
            aclp::AddElementwiseKernel(plan, aclp::ReluV2Kernel, "ReluV2", {x, y, aclp::TensorBuffer(plan, kMaskSlot)},
                                       aclp::ProblemOf(numel, {self->dtype}, {self->dtype, ACL_UINT1}),
                                       aclp::ReluV2Params{self->dtype});
            l0op::ViewCopy(plan, y, kOutSlot);
        }
        return aclp::ReturnPlan(plan, workspaceSize, executor);
    });
} catch (...) {
    return aclp::StatusFromException("aclnnReluV2GetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnReluV2(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kApi);
} catch (...) {
    return aclp::StatusFromException("aclnnReluV2", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
