// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_api/threshold_step.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_host/threshold_tiling.h"
#include "op_kernel/threshold_step_kernel.h"
#include "runtime/error_message.h"

namespace aclp {
namespace {

// GE's prototype lists these three on every chip that has the operator.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

constexpr EntryCheck kChecks[] = {
    NotNull(Arg::kWorkspaceSize),
    NotNull(Arg::kExecutor),
    NotNull(Arg::kIn0),
    NotNull(Arg::kOut),
    NotNull(Arg::kScalar0),
    DtypeIn(Arg::kIn0, kDtypes, DtypeProfile::kEvery),
    SameDtype(Arg::kOut, Arg::kIn0),
    MaxDim(Arg::kIn0),
    SameShape(Arg::kOut, Arg::kIn0),
    ScalarAsFloat(Arg::kScalar0),
};

void Record(aclOpExecutor *plan, const BufferRef *in, const BufferRef &y, aclDataType dtype, uint64_t n,
            const EntryFacts &facts)
{
    AddElementwiseKernel(plan, ThresholdStepKernel, "Threshold", {in[0], y}, ProblemOf(n, {dtype}, {dtype}),
                         MakeThresholdStepParams(dtype, facts.scalarF[0]));
}

constexpr ElementwiseEntry kThresholdStep{{"Threshold", "x", nullptr, "y", "threshold"}, kChecks, Record};

}  // namespace

aclnnStatus ThresholdStepGetWorkspaceSize(const aclTensor *x, const aclScalar *threshold, aclTensor *y,
                                          uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return ElementwiseGetWorkspaceSize<kThresholdStep>({x, nullptr, y, threshold}, workspaceSize, executor);
} catch (...) {
    return StatusFromException("Threshold", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus ThresholdStep(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return RunExecutor(workspace, workspaceSize, executor, stream, kThresholdStep.names.api);
} catch (...) {
    return StatusFromException("Threshold", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // namespace aclp
