// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The common level-0 ops every aclnn entry uses, recorded into an executor's plan:
// Contiguous (a view, possibly broadcast, made dense), Cast (a dtype conversion) and ViewCopy (a dense
// result written into a view).
// Both are skipped when the tensor is already dense in the needed shape, so the plain case needs no
// workspace at all.
#ifndef ACLP_NNOPBASE_L0_COMMON_H_
#define ACLP_NNOPBASE_L0_COMMON_H_

#include <initializer_list>
#include <vector>

#include "common/export.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"

namespace l0op {

// Tensors are named by their slot in the call (signature order, inputs then outputs; see CreatePlan).

// A dense buffer holding input `slot` broadcast to `shape` (the tensor itself when it already is one).
ACLP_EXPORT aclp::BufferRef Contiguous(aclOpExecutor *executor, uint32_t slot, const std::vector<int64_t> &shape);

// Where a kernel should write output `slot`'s values densely: the tensor itself when contiguous, else
// the workspace.
ACLP_EXPORT aclp::BufferRef DenseOutput(aclOpExecutor *executor, uint32_t slot);

// Records dst = src converted from srcDtype to dstDtype, over `numel` dense elements.
ACLP_EXPORT void Cast(aclOpExecutor *executor, const aclp::BufferRef &src, aclDataType srcDtype,
                      const aclp::BufferRef &dst, aclDataType dstDtype, uint64_t numel);

// Copies the dense result into output `slot`'s view when DenseOutput had to use the workspace.
ACLP_EXPORT void ViewCopy(aclOpExecutor *executor, const aclp::BufferRef &result, uint32_t slot);

// Running a kernel straight on the call's views (no Contiguous, no ViewCopy, no workspace):
// whether any input is not already dense in output `outSlot`'s shape, or that output is not dense.
ACLP_EXPORT bool NeedsViewCopies(const aclOpExecutor *executor, std::initializer_list<uint32_t> inputSlots,
                                 uint32_t outSlot);
// What the plan held before an operator recorded its kernels on the tensors' own buffers.
struct PlanMark {
    uint32_t stepNum;
    uint64_t workspaceSize;
};
// After that recording: when it was one elementwise kernel over the call's tensors alone (no cast, no
// workspace, no bit mask), marks it to run on their views over output `outSlot`'s shape and returns true;
// otherwise takes the recording back and returns false (the caller then plans with dense copies).
ACLP_EXPORT bool KeepKernelOnViews(aclOpExecutor *executor, PlanMark mark, uint32_t outSlot);

}  // namespace l0op

#endif  // ACLP_NNOPBASE_L0_COMMON_H_
