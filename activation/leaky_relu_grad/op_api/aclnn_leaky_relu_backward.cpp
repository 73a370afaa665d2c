// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyReluBackward: CANN's check order (ops-nn leaky_relu_grad), then the shared elementwise plan around
// the LeakyReluGrad kernel (computed in the promoted dtype of gradOutput and self, cast to out's).
#include "op_api/aclnn_leaky_relu_backward.h"

#include "nnopbase/elementwise_entry.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/leaky_relu_grad_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (CANN's Ascend910 lists lack BFLOAT16).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_BF16};
constexpr aclDataType kScalarDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_INT32, ACL_INT64,
                                         ACL_INT8,  ACL_UINT8,   ACL_BOOL,   ACL_INT16, ACL_BF16};

// With selfIsResult, self is the forward's result; CANN refuses a negative slope then.
bool SlopeFitsSelfIsResult(const aclp::EntryNames &names, const aclp::EntryCall &call, aclp::EntryFacts *)
{
    aclp::ScalarValue value{};
    if (call.attribute && aclp::ReadScalar(*call.scalar0, &value) && value.real < 0.0) {
        aclp::SetErrorMessage(
            "%s: negativeSlope is %g with selfIsResult true: the backward from the forward's result needs a "
            "non-negative slope (the in-place forward with a negative slope cannot be undone); call the "
            "out-of-place forward instead.",
            names.api, value.real);
        return false;
    }
    return true;
}

constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kIn1),
    aclp::NotNull(Arg::kScalar0),
    aclp::NotNull(Arg::kOut),
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::DtypeIn(Arg::kIn0, kDtypes),
    aclp::DtypeIn(Arg::kIn1, kDtypes),
    aclp::DtypeIn(Arg::kScalar0, kScalarDtypes),
    aclp::ScalarAsFloat(Arg::kScalar0),
    aclp::MaxDim(Arg::kIn0),
    aclp::MaxDim(Arg::kIn1),
    aclp::Broadcast(Arg::kIn0, Arg::kIn1),
    aclp::ShapeIsBroadcast(Arg::kOut),
    aclp::Own(SlopeFitsSelfIsResult),
    aclp::Promote(),
    aclp::ComputeCastsTo(Arg::kOut),
    aclp::MaxDim(Arg::kOut),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &y, aclDataType dtype, uint64_t n,
            const aclp::EntryFacts &facts)
{
    aclp::AddElementwiseKernel(
        plan, aclp::LeakyReluGradKernel, "LeakyReluGrad", {in[0], in[1], y},
        aclp::ProblemOf(n, {dtype, dtype}, {dtype}),
        aclp::LeakyReluGradParams{dtype, facts.scalarF[0]});  // the slope as CANN's kernel takes it
}

constexpr aclp::ElementwiseEntry kEntry{
    {"aclnnLeakyReluBackward", "gradOutput", "self", "out", "negativeSlope"}, kChecks, Record};

}  // namespace

extern "C" {

aclnnStatus aclnnLeakyReluBackwardGetWorkspaceSize(const aclTensor *gradOutput, const aclTensor *self,
                                                   const aclScalar *negativeSlope, bool selfIsResult, aclTensor *out,
                                                   uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kEntry>({gradOutput, self, out, negativeSlope, nullptr, selfIsResult},
                                                     workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnLeakyReluBackwardGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnLeakyReluBackward(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kEntry.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnLeakyReluBackward", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
