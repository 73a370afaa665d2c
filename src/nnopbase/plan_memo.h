// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// A thread's memory of the last plan one aclnn entry made. Training and inference loops call the same
// operator on the same descriptors again and again; for a small call the argument checks and the planning are
// most of the time (about 1900 of 2500 instructions for 64 elements). When a GetWorkspaceSize passes exactly
// what the last successful one on this thread passed to the same entry, the executor gets a copy of that plan
// instead. "Exactly" means every field of each tensor descriptor (dtype, format, data address, offset, view
// shape, strides, storage shape), which arguments are the same tensor, each scalar's dtype and value, the
// entry's bool, the SoC profile and the engine's tiling settings: everything the checks and the plan read.
// The checks would pass again and the plan would come out the same, so the call's result is the same either way.
#ifndef ACLP_NNOPBASE_PLAN_MEMO_H_
#define ACLP_NNOPBASE_PLAN_MEMO_H_

#include <cstdint>

#include "aclnn/acl_meta.h"
#include "aclnn/opdev/op_errno.h"
#include "common/export.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"

namespace aclp {

// What outside the call a plan depends on: the SoC profile and the engine's tiling settings.
struct PlanSettings {
    int socProfile;
    uint64_t tiling;
};
ACLP_EXPORT PlanSettings CurrentPlanSettings();

// One tensor argument as the memo compares it.
struct MemoTensor {
    bool present;
    aclDataType dtype;
    aclFormat format;
    void *data;
    int64_t offset;
    uint32_t viewRank;
    uint32_t strideRank;
    uint32_t storageRank;
    int64_t viewShape[kMaxDims];
    int64_t strides[kMaxDims];
    int64_t storageShape[kMaxDims];
};

constexpr uint32_t kMaxMemoTensors = 4;

// A call as the memo sees it: its tensors in the order its plan's slots have them (CreatePlan's: inputs, then
// outputs), its scalars (nullptr where it has none) and its bool parameter.
struct MemoCall {
    const aclTensor *tensors[kMaxMemoTensors];
    uint32_t tensorNum;
    const aclScalar *scalars[2];
    bool attribute;
};

// Zero-initialised (a thread_local one needs no constructor call): empty until the first Remember.
struct PlanMemo {
    bool valid;
    // The key.
    uint32_t tensorNum;
    MemoTensor tensors[kMaxMemoTensors];
    uint32_t aliases;  // bit i * kMaxMemoTensors + j (i < j): tensors i and j are one descriptor
    bool scalarPresent[2];
    aclDataType scalarDtype[2];
    uint8_t scalarValue[2][16];
    bool attribute;
    PlanSettings settings;
    // The plan, as the executor held it.
    const char *opName;
    uint32_t stepNum;
    uint64_t workspaceSize;
    PlanStep steps[kMaxPlanSteps];
    bool hasViews;
    ViewGeometry views;
    uint32_t boundNum;
    uint32_t inputNum;
    BoundTensor bound[kMaxBoundTensors];
};

// When `call` is what `memo` remembers: a fresh executor holding its plan, bound to the call's tensors, and
// true. False when it is not, or when no executor could be had (the caller then plans as usual).
ACLP_EXPORT bool ReplayPlan(const PlanMemo &memo, const MemoCall &call, uint64_t *workspaceSize,
                            aclOpExecutor **executor);
// After a successful GetWorkspaceSize of `call` that handed out `handle`, planned under `settings` (read
// before it started): remember its plan (nothing when a descriptor has more dimensions than a plan can hold,
// which no successful call has).
ACLP_EXPORT void RememberPlan(PlanMemo *memo, const MemoCall &call, const PlanSettings &settings,
                              const aclOpExecutor *handle);

// A GetWorkspaceSize through `memo`: the replay where `call` is the remembered one, otherwise plan() (the
// entry's checks and planning, returning its status), remembered when it succeeds.
template <class Plan>
aclnnStatus PlanOrReplay(PlanMemo &memo, const MemoCall &call, uint64_t *workspaceSize, aclOpExecutor **executor,
                         Plan &&plan)
{
    if (ReplayPlan(memo, call, workspaceSize, executor)) {
        return ACLNN_SUCCESS;
    }
    const PlanSettings settings = CurrentPlanSettings();
    const aclnnStatus status = plan();
    if (status == ACLNN_SUCCESS) {
        RememberPlan(&memo, call, settings, *executor);
    }
    return status;
}

}  // namespace aclp

#endif  // ACLP_NNOPBASE_PLAN_MEMO_H_
