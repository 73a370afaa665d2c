// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "nnopbase/plan_memo.h"

#include <cstring>
#include <vector>

#include "engine/machine.h"
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

uint32_t Aliases(const MemoCall &call)
{
    uint32_t bits = 0;
    for (uint32_t i = 0; i < call.tensorNum; ++i) {
        for (uint32_t j = i + 1; j < call.tensorNum; ++j) {
            if (call.tensors[i] == call.tensors[j]) {
                bits |= 1u << (i * kMaxMemoTensors + j);
            }
        }
    }
    return bits;
}

bool SameScalar(const PlanMemo &memo, int k, const aclScalar *s)
{
    if (s == nullptr) {
        return !memo.scalarPresent[k];
    }
    return memo.scalarPresent[k] && memo.scalarDtype[k] == s->dtype &&
           std::memcmp(memo.scalarValue[k], s->value, sizeof(s->value)) == 0;
}

}  // namespace

PlanSettings CurrentPlanSettings()
{
    return {static_cast<int>(CurrentSocProfile()), TilingSettingsGeneration()};
}

bool ReplayPlan(const PlanMemo &memo, const MemoCall &call, uint64_t *workspaceSize, aclOpExecutor **executor)
{
    if (!memo.valid || workspaceSize == nullptr || executor == nullptr || call.tensorNum != memo.tensorNum ||
        call.attribute != memo.attribute) {
        return false;
    }
    for (uint32_t i = 0; i < call.tensorNum; ++i) {
        if (!SameTensor(memo.tensors[i], call.tensors[i])) {
            return false;
        }
    }
    const PlanSettings now = CurrentPlanSettings();
    if (Aliases(call) != memo.aliases || !SameScalar(memo, 0, call.scalars[0]) ||
        !SameScalar(memo, 1, call.scalars[1]) || memo.settings.tiling != now.tiling ||
        memo.settings.socProfile != now.socProfile) {
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
    for (uint32_t i = 0; i < memo.boundNum; ++i) {
        plan->bound[i] = memo.bound[i];
        plan->bound[i].tensor = const_cast<aclTensor *>(call.tensors[i]);
    }
    plan->boundNum = memo.boundNum;
    plan->inputNum = memo.inputNum;
    return ReturnPlan(plan, workspaceSize, executor) == ACLNN_SUCCESS;
}

void RememberPlan(PlanMemo *memo, const MemoCall &call, const PlanSettings &settings, const aclOpExecutor *handle)
{
    memo->valid = false;
    const aclOpExecutor *plan = FromHandle(handle);
    if (plan == nullptr || call.tensorNum > kMaxMemoTensors || plan->boundNum != call.tensorNum) {
        return;
    }
    memo->tensorNum = call.tensorNum;
    for (uint32_t i = 0; i < call.tensorNum; ++i) {
        if (plan->bound[i].tensor != call.tensors[i] || !KeepTensor(&memo->tensors[i], call.tensors[i])) {
            return;  // not the call's slots (a bug of the caller's MemoCall), or too many dimensions
        }
    }
    memo->aliases = Aliases(call);
    for (int k = 0; k < 2; ++k) {
        const aclScalar *scalar = call.scalars[k];
        memo->scalarPresent[k] = scalar != nullptr;
        if (scalar != nullptr) {
            memo->scalarDtype[k] = scalar->dtype;
            std::memcpy(memo->scalarValue[k], scalar->value, sizeof(scalar->value));
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
