// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswish and aclnnInplaceHardswish: CANN's check order (ops-nn hard_swish), then the shared elementwise
// plan around the HardSwish kernel (computed in self's dtype, cast to out's).
#include "op_api/aclnn_hardswish.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/hardswish_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile: CANN's Ascend910 list lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize), aclp::NotNull(Arg::kExecutor),         aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kOut),           aclp::DtypeIn(Arg::kIn0, kDtypes),     aclp::DtypeIn(Arg::kOut, kDtypes),
    aclp::ComputeCastsTo(Arg::kOut),    aclp::SameShape(Arg::kOut, Arg::kIn0), aclp::MaxDim(Arg::kIn0),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &)
{
    aclp::AddElementwiseKernel(plan, aclp::HardSwishKernel, "HardSwish", {in[0], y},
                               aclp::ProblemOf(n, {dtype}, {dtype}), aclp::HardSwishParams{dtype});
}

constexpr aclp::ElementwiseEntry kHardswish{{"aclnnHardswish", "self", nullptr, "out"}, kChecks, Record};
constexpr aclp::ElementwiseEntry kInplace{{"aclnnInplaceHardswish", "self", nullptr, "self"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnHardswishGetWorkspaceSize(const aclTensor *self, const aclTensor *out, uint64_t *workspaceSize,
                                           aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kHardswish>({self, nullptr, out}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnHardswishGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnHardswish(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kHardswish.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnHardswish", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceHardswishGetWorkspaceSize(const aclTensor *self, uint64_t *workspaceSize,
                                                  aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kInplace>({self, nullptr, self}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceHardswishGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceHardswish(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceHardswish", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
