// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The plan of a one- or two-input elementwise aclnn entry once its argument checks (in CANN's order,
// which differs per operator) have passed: the call's storage checks, the executor, and, unless out is
// empty, `record(plan, inputs..., result, numel)`, which records the operator's own kernels (and any
// casts). Where every operand is dense in out's shape, record gets the tensors themselves. Where one is
// not (strided, permuted, broadcast), record first gets the tensors too, and a lone kernel it records
// runs on their views directly (engine/strided_elementwise.h); a recording with casts or workspace is
// taken back and made again on dense copies: each input made dense in out's shape -> record -> the dense
// result written into out's view. The generic entry (elementwise_entry.h) calls them once its steps passed.
#ifndef ACLP_NNOPBASE_ELEMENTWISE_PLAN_H_
#define ACLP_NNOPBASE_ELEMENTWISE_PLAN_H_

#include <cstdint>
#include <initializer_list>

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/executor.h"
#include "nnopbase/l0_common.h"
#include "nnopbase/op_checks.h"
#include "nnopbase/tensor.h"

namespace aclp {

// Inside PlanUnary/PlanBinary: `recordOnTensors()` records the operator on the tensors themselves. When
// every operand is dense in out's shape, that is the plan (true). Otherwise it is kept if it is a lone
// kernel that can run on their views (true), or taken back (false) and the plan made on dense copies.
template <class RecordOnTensors>
bool PlannedOnTensors(aclOpExecutor *plan, std::initializer_list<uint32_t> inputSlots, uint32_t outSlot,
                      RecordOnTensors &&recordOnTensors)
{
    if (!l0op::NeedsViewCopies(plan, inputSlots, outSlot)) {
        recordOnTensors();
        return true;
    }
    const l0op::PlanMark mark{plan->stepNum, plan->workspaceSize};
    recordOnTensors();
    return l0op::KeepKernelOnViews(plan, mark, outSlot);
}

// record(aclOpExecutor *plan, const BufferRef &x, const BufferRef &result, uint64_t numel)
template <class Record>
aclnnStatus PlanUnary(TensorParam self, TensorParam out, uint64_t *workspaceSize, aclOpExecutor **executor,
                      Record &&record)
{
    aclnnStatus status;
    if (!CheckCallViews({self}, out, &status)) {
        return status;
    }
    aclOpExecutor *plan = nullptr;
    if ((status = CreatePlan(out.param.api, {self.tensor}, {out.tensor}, &plan)) != ACLNN_SUCCESS) {
        return status;
    }
    const int64_t numel = Numel(*out.tensor);
    if (numel > 0) {
        enum Slot : uint32_t { kSelfSlot, kOutSlot };  // CreatePlan's order
        if (PlannedOnTensors(plan, {kSelfSlot}, kOutSlot, [&] {
                record(plan, TensorBuffer(plan, kSelfSlot), TensorBuffer(plan, kOutSlot), static_cast<uint64_t>(numel));
            })) {
            return ReturnPlan(plan, workspaceSize, executor);
        }
        const BufferRef x = l0op::Contiguous(plan, kSelfSlot, out.tensor->viewShape);
        const BufferRef result = l0op::DenseOutput(plan, kOutSlot);
        record(plan, x, result, static_cast<uint64_t>(numel));
        l0op::ViewCopy(plan, result, kOutSlot);
    }
    return ReturnPlan(plan, workspaceSize, executor);
}

// record(aclOpExecutor *plan, const BufferRef &a, const BufferRef &b, const BufferRef &result,
//        uint64_t numel)
template <class Record>
aclnnStatus PlanBinary(TensorParam a, TensorParam b, TensorParam out, uint64_t *workspaceSize, aclOpExecutor **executor,
                       Record &&record)
{
    aclnnStatus status;
    if (!CheckCallViews({a, b}, out, &status)) {
        return status;
    }
    aclOpExecutor *plan = nullptr;
    if ((status = CreatePlan(out.param.api, {a.tensor, b.tensor}, {out.tensor}, &plan)) != ACLNN_SUCCESS) {
        return status;
    }
    const int64_t numel = Numel(*out.tensor);
    if (numel > 0) {
        enum Slot : uint32_t { kASlot, kBSlot, kOutSlot };  // CreatePlan's order
        if (PlannedOnTensors(plan, {kASlot, kBSlot}, kOutSlot, [&] {
                record(plan, TensorBuffer(plan, kASlot), TensorBuffer(plan, kBSlot), TensorBuffer(plan, kOutSlot),
                       static_cast<uint64_t>(numel));
            })) {
            return ReturnPlan(plan, workspaceSize, executor);
        }
        const BufferRef aDense = l0op::Contiguous(plan, kASlot, out.tensor->viewShape);
        const BufferRef bDense = l0op::Contiguous(plan, kBSlot, out.tensor->viewShape);
        const BufferRef result = l0op::DenseOutput(plan, kOutSlot);
        record(plan, aDense, bDense, result, static_cast<uint64_t>(numel));
        l0op::ViewCopy(plan, result, kOutSlot);
    }
    return ReturnPlan(plan, workspaceSize, executor);
}

// Inside a record: x (dense, `numel` elements of `dtype`) in computeDtype: x itself when the dtypes agree,
// otherwise a Cast into workspace, as CANN's plans cast each input to the promoted dtype first.
inline BufferRef CastInput(aclOpExecutor *plan, const BufferRef &x, aclDataType dtype, aclDataType computeDtype,
                           uint64_t numel)
{
    if (dtype == computeDtype) {
        return x;
    }
    const BufferRef y = AllocWorkspace(plan, numel * ElementSize(computeDtype));
    l0op::Cast(plan, x, dtype, y, computeDtype, numel);
    return y;
}

// Inside a record: `kernel(y)` records the operator's kernel writing y in computeDtype. When out has that
// dtype y is the result itself; otherwise y is workspace and a Cast into the result follows, as CANN's plans
// compute in one dtype and convert to out's.
template <class Kernel>
void RecordThenCast(aclOpExecutor *plan, const BufferRef &result, aclDataType computeDtype, aclDataType outDtype,
                    uint64_t numel, Kernel &&kernel)
{
    if (outDtype == computeDtype) {
        kernel(result);
        return;
    }
    const BufferRef y = AllocWorkspace(plan, numel * ElementSize(computeDtype));
    kernel(y);
    l0op::Cast(plan, y, computeDtype, result, outDtype, numel);
}

}  // namespace aclp

#endif  // ACLP_NNOPBASE_ELEMENTWISE_PLAN_H_
