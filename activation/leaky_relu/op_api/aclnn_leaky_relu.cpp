// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyRelu and aclnnInplaceLeakyRelu: CANN's check order (ops-nn leaky_relu), then the shared elementwise plan
// around the LeakyRelu kernel (computed in self's dtype with the slope as float32, cast to out's).
#include "op_api/aclnn_leaky_relu.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/leaky_relu_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (CANN's Ascend910 list lacks BFLOAT16).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_BF16};
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kScalar0),
    aclp::NotNull(Arg::kOut),
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::DtypeIn(Arg::kIn0, kDtypes),
    aclp::ComputeCastsTo(Arg::kOut),
    aclp::ScalarAsFloat(Arg::kScalar0),
    aclp::MaxDim(Arg::kIn0),
    aclp::MaxDim(Arg::kOut),
    aclp::SameShape(Arg::kOut, Arg::kIn0),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &facts)
{
    aclp::AddElementwiseKernel(plan, aclp::LeakyReluKernel, "LeakyRelu", {in[0], y},
                               aclp::ProblemOf(n, {dtype}, {dtype}), aclp::LeakyReluParams{dtype, facts.scalarF[0]});
}

constexpr aclp::ElementwiseEntry kLeakyRelu{
    {"aclnnLeakyRelu", "self", nullptr, "out", "negativeSlope"}, kChecks, Record};
constexpr aclp::ElementwiseEntry kInplace{
    {"aclnnInplaceLeakyRelu", "selfRef", nullptr, "selfRef", "negativeSlope"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnLeakyReluGetWorkspaceSize(const aclTensor *self, const aclScalar *negativeSlope, aclTensor *out,
                                           uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kLeakyRelu>({self, nullptr, out, negativeSlope}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnLeakyReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnLeakyRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kLeakyRelu.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnLeakyRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceLeakyReluGetWorkspaceSize(aclTensor *selfRef, const aclScalar *negativeSlope,
                                                  uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kInplace>({selfRef, nullptr, selfRef, negativeSlope}, workspaceSize,
                                                       executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceLeakyReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceLeakyRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceLeakyRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
