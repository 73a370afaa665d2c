// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "nnopbase/plan_memo.h"

#include <cstring>
#include <vector>

#include "engine/machine.h"
#include "nnopbase/elementwise_entry.h"
#include "runtime/soc_profile.h"

namespace aclp {
namespace {

bool SameDims(const int64_t *kept, uint32_t rank, const std::vector<int64_t> &dims)
{
    if (dims.size() != rank) {
        return false;
    }
    for (uint32_t i = 0; i < rank; ++i) {
        if (kept[i] != dims[i]) {
            return false;
        }
    }
    return true;
}

bool SameTensor(const MemoTensor &kept, const aclTensor *t)
{
    if (t == nullptr) {
        return !kept.present;
    }
    return kept.present && kept.dtype == t->dtype && kept.format == t->format && kept.data == t->data &&
           kept.offset == t->offset && SameDims(kept.viewShape, kept.viewRank, t->viewShape) &&
           SameDims(kept.strides, kept.strideRank, t->strides) &&
           SameDims(kept.storageShape, kept.storageRank, t->storageShape);
}

bool KeepDims(int64_t *kept, uint32_t *rank, const std::vector<int64_t> &dims)
{
    if (dims.size() > kMaxDims) {
        return false;
    }
    *rank = static_cast<uint32_t>(dims.size());
    std::copy(dims.begin(), dims.end(), kept);
    return true;
}

bool KeepTensor(MemoTensor *kept, const aclTensor *t)
{
    kept->present = t != nullptr;
    if (t == nullptr) {
        return true;
    }
    kept->dtype = t->dtype;
    kept->format = t->format;
    kept->data = t->data;
    kept->offset = t->offset;
    return KeepDims(kept->viewShape, &kept->viewRank, t->viewShape) &&
           KeepDims(kept->strides, &kept->strideRank, t->strides) &&
           KeepDims(kept->storageShape, &kept->storageRank, t->storageShape);
}

uint8_t Aliases(const EntryCall &call)
{
    return static_cast<uint8_t>((call.in0 == call.in1 ? 1 : 0) | (call.in0 == call.out ? 2 : 0) |
                                (call.in1 == call.out ? 4 : 0));
}

bool SameScalar(const PlanMemo &memo, int k, const aclScalar *s)
{
    if (s == nullptr) {
        return !memo.scalarPresent[k];
    }
    return memo.scalarPresent[k] && memo.scalarDtype[k] == s->dtype &&
           std::memcmp(memo.scalarValue[k], s->value, sizeof(s->value)) == 0;
}

// The plan's tensor slots in CreatePlan's order: in0, in1 (two-input entries), out.
uint32_t SlotTensors(const EntryCall &call, const aclTensor **slots)
{
    uint32_t n = 0;
    slots[n++] = call.in0;
    if (call.in1 != nullptr) {
        slots[n++] = call.in1;
    }
    slots[n++] = call.out;
    return n;
}

}  // namespace

PlanSettings CurrentPlanSettings()
{
    return {static_cast<int>(CurrentSocProfile()), TilingSettingsGeneration()};
}

bool ReplayPlan(const PlanMemo &memo, const EntryCall &call, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    if (!memo.valid || workspaceSize == nullptr || executor == nullptr || call.attribute != memo.attribute ||
        !SameTensor(memo.tensors[0], call.in0) || !SameTensor(memo.tensors[1], call.in1) ||
        !SameTensor(memo.tensors[2], call.out) || Aliases(call) != memo.aliases || !SameScalar(memo, 0, call.scalar0) ||
        !SameScalar(memo, 1, call.scalar1) || memo.settings.tiling != TilingSettingsGeneration() ||
        memo.settings.socProfile != static_cast<int>(CurrentSocProfile())) {
        return false;
    }
    aclOpExecutor *plan = CreateExecutor(memo.opName);
    if (plan == nullptr) {
        return false;  // planning as usual reports it
    }
    std::memcpy(plan->steps, memo.steps, memo.stepNum * sizeof(PlanStep));
    plan->stepNum = memo.stepNum;
    plan->workspaceSize = memo.workspaceSize;
    if (memo.hasViews) {
        plan->views = memo.views;
    }
    const aclTensor *slots[kMaxBoundTensors];
    SlotTensors(call, slots);
    for (uint32_t i = 0; i < memo.boundNum; ++i) {
        plan->bound[i] = memo.bound[i];
        plan->bound[i].tensor = const_cast<aclTensor *>(slots[i]);
    }
    plan->boundNum = memo.boundNum;
    plan->inputNum = memo.inputNum;
    return ReturnPlan(plan, workspaceSize, executor) == ACLNN_SUCCESS;
}

void RememberPlan(PlanMemo *memo, const EntryCall &call, const PlanSettings &settings, const aclOpExecutor *handle)
{
    memo->valid = false;
    const aclOpExecutor *plan = FromHandle(handle);
    const aclTensor *slots[kMaxBoundTensors];
    if (plan == nullptr || SlotTensors(call, slots) != plan->boundNum) {
        return;
    }
    for (uint32_t i = 0; i < plan->boundNum; ++i) {
        if (plan->bound[i].tensor != slots[i]) {
            return;
        }
    }
    if (!KeepTensor(&memo->tensors[0], call.in0) || !KeepTensor(&memo->tensors[1], call.in1) ||
        !KeepTensor(&memo->tensors[2], call.out)) {
        return;
    }
    memo->aliases = Aliases(call);
    const aclScalar *scalars[2] = {call.scalar0, call.scalar1};
    for (int k = 0; k < 2; ++k) {
        memo->scalarPresent[k] = scalars[k] != nullptr;
        if (scalars[k] != nullptr) {
            memo->scalarDtype[k] = scalars[k]->dtype;
            std::memcpy(memo->scalarValue[k], scalars[k]->value, sizeof(scalars[k]->value));
        }
    }
    memo->attribute = call.attribute;
    memo->settings = settings;
    memo->opName = plan->opName;
    memo->stepNum = plan->stepNum;
    memo->workspaceSize = plan->workspaceSize;
    std::memcpy(memo->steps, plan->steps, plan->stepNum * sizeof(PlanStep));
    memo->hasViews = false;
    for (uint32_t i = 0; i < plan->stepNum; ++i) {
        if (plan->steps[i].kind == PlanStep::Kind::kKernel && plan->steps[i].kernel.onViews) {
            memo->hasViews = true;
        }
    }
    if (memo->hasViews) {
        memo->views = plan->views;
    }
    memo->boundNum = plan->boundNum;
    memo->inputNum = plan->inputNum;
    std::memcpy(memo->bound, plan->bound, plan->boundNum * sizeof(BoundTensor));
    memo->valid = true;
}

}  // namespace aclp
