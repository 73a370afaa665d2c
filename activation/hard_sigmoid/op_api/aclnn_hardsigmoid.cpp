// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoid and aclnnInplaceHardsigmoid: CANN's check order (ops-nn hard_sigmoid), then the shared
// elementwise plan around the HardSigmoid kernel.
#include "op_api/aclnn_hardsigmoid.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/hard_sigmoid_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (docs/aclnnHardsigmoid.md): CANN's Ascend910 list lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_BF16};
// workspaceSize and executor, then self and out null; self's dtype in the list; the ranks; out's shape, then
// out's dtype, equal to self's.
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kOut),
    aclp::DtypeIn(Arg::kIn0, kDtypes),
    aclp::MaxDim(Arg::kIn0),
    aclp::MaxDim(Arg::kOut),
    aclp::SameShape(Arg::kOut, Arg::kIn0),
    aclp::SameDtype(Arg::kOut, Arg::kIn0),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &)
{
    aclp::AddElementwiseKernel(plan, aclp::HardSigmoidKernel, "HardSigmoid", {in[0], y},
                               aclp::ProblemOf(n, {dtype}, {dtype}), aclp::HardSigmoidParams{dtype});
}

constexpr aclp::ElementwiseEntry kHardsigmoid{{"aclnnHardsigmoid", "self", nullptr, "out"}, kChecks, Record};
constexpr aclp::ElementwiseEntry kInplace{{"aclnnInplaceHardsigmoid", "self", nullptr, "self"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnHardsigmoidGetWorkspaceSize(const aclTensor *self, aclTensor *out, uint64_t *workspaceSize,
                                             aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kHardsigmoid>({self, nullptr, out}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardsigmoidGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardsigmoid(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kHardsigmoid.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnHardsigmoid", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceHardsigmoidGetWorkspaceSize(const aclTensor *self, uint64_t *workspaceSize,
                                                    aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kInplace>({self, nullptr, self}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceHardsigmoidGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceHardsigmoid(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                    aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceHardsigmoid", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
