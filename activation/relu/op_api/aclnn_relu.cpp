// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnRelu and aclnnInplaceRelu: CANN's check order (ops-nn relu), then the shared elementwise plan around
// the Relu kernel.
#include "op_api/aclnn_relu.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/relu_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (docs/aclnnRelu.md): CANN's Ascend910 list lacks BFLOAT16.
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64, ACL_BF16};

// CANN checks self and out first (then we check workspaceSize and executor), then dtypes (out's equal to
// self's), ranks and shapes.
constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kIn0),      aclp::NotNull(Arg::kOut),          aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor), aclp::DtypeIn(Arg::kIn0, kDtypes), aclp::SameDtype(Arg::kOut, Arg::kIn0),
    aclp::MaxDim(Arg::kIn0),       aclp::MaxDim(Arg::kOut),           aclp::SameShape(Arg::kOut, Arg::kIn0),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &)
{
    aclp::AddElementwiseKernel(plan, aclp::ReluKernel, "Relu", {in[0], y}, aclp::ProblemOf(n, {dtype}, {dtype}),
                               aclp::ReluParams{dtype});
}

constexpr aclp::ElementwiseEntry kRelu{{"aclnnRelu", "self", nullptr, "out"}, kChecks, Record};
constexpr aclp::ElementwiseEntry kInplace{{"aclnnInplaceRelu", "selfRef", nullptr, "selfRef"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnReluGetWorkspaceSize(const aclTensor *self, const aclTensor *out, uint64_t *workspaceSize,
                                      aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kRelu>({self, nullptr, out}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, const aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kRelu.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceReluGetWorkspaceSize(aclTensor *selfRef, uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kInplace>({selfRef, nullptr, selfRef}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, const aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
