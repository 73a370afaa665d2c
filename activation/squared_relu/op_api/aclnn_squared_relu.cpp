// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSquaredRelu: the checks of CANN's generated entry (null pointers, then each tensor's dtype against the
// definition's list, output's the same as input's), then the shared elementwise plan around the SquaredRelu kernel.
#include "op_api/aclnn_squared_relu.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/squared_relu_kernel.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"

namespace {

using aclp::Arg;

// The same list on every profile that has the operator (CANN defines it for Ascend 910B, 910_93 and 950).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kOut),
    aclp::OnlyOn(aclp::SocProfile::kAscend910B, aclp::SocProfile::kAscend910_93, aclp::SocProfile::kAscend950),
    aclp::DtypeIn(Arg::kIn0, kDtypes, aclp::DtypeProfile::kEvery),
    aclp::DtypeIn(Arg::kOut, kDtypes, aclp::DtypeProfile::kEvery),
    aclp::SameDtype(Arg::kOut, Arg::kIn0),
    aclp::MaxDim(Arg::kIn0),
    aclp::SameShape(Arg::kOut, Arg::kIn0),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &)
{
    aclp::AddElementwiseKernel(plan, aclp::SquaredReluKernel, "SquaredRelu", {in[0], y},
                               aclp::ProblemOf(n, {dtype}, {dtype}), aclp::SquaredReluParams{dtype});
}

constexpr aclp::ElementwiseEntry kEntry{{"aclnnSquaredRelu", "input", nullptr, "output"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnSquaredReluGetWorkspaceSize(const aclTensor *input, const aclTensor *output, uint64_t *workspaceSize,
                                             aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({input, nullptr, output}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnSquaredReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnSquaredRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnSquaredRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
