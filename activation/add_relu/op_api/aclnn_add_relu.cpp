// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnAddRelu and aclnnInplaceAddRelu: CANN's check order (ops-nn relu/op_api/aclnn_add_relu.cpp), then the shared
// elementwise plan around the AddRelu kernel with PyTorch's arithmetic (relu(add(self, other, alpha=alpha))):
// both inputs cast to the promoted dtype, alpha converted to it, the sum computed there (a 16-bit promoted dtype in
// float32 with one fused multiply-add, then rounded to it), then cast to out's dtype.
#include "op_api/aclnn_add_relu.h"

#include "common/half.h"
#include "engine/dtype.h"
#include "nnopbase/dtype_utils.h"
#include "nnopbase/elementwise_entry.h"
#include "nnopbase/elementwise_plan.h"
#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"
#include "op_kernel/add_relu_kernel.h"
#include "runtime/error_message.h"

namespace {

using aclp::Arg;

// Dtype lists per SoC profile (CANN's Ascend910 list lacks BFLOAT16).
constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16,  ACL_INT8,
                                   ACL_UINT8, ACL_INT16,   ACL_INT32, ACL_INT64};

bool IsFloating16Or32(aclDataType d)
{
    return d == ACL_FLOAT || d == ACL_FLOAT16 || d == ACL_BF16;
}

// alpha castable to the promoted dtype of self and other (and not complex).
bool AlphaCastsToPromoted(const aclp::EntryNames &names, const aclp::EntryCall &call, aclp::EntryFacts *facts)
{
    const aclDataType alpha = call.scalar0->dtype;
    if (aclp::CanCast(alpha, facts->compute) && !aclp::IsComplexDtype(alpha)) {
        return true;
    }
    aclp::SetErrorMessage("%s: alpha has dtype %s, which cannot be cast to the promoted dtype %s of %s and %s.",
                          names.api, aclp::DtypeName(alpha), aclp::DtypeName(facts->compute), names.in0, names.in1);
    return false;
}

constexpr aclp::EntryCheck kChecks[] = {
    aclp::NotNull(Arg::kWorkspaceSize),
    aclp::NotNull(Arg::kExecutor),
    aclp::NotNull(Arg::kIn0),
    aclp::NotNull(Arg::kIn1),
    aclp::NotNull(Arg::kScalar0),
    aclp::NotNull(Arg::kOut),
    aclp::DtypeIn(Arg::kIn0, kDtypes),
    aclp::DtypeIn(Arg::kIn1, kDtypes),
    aclp::Promote(),
    aclp::Own(AlphaCastsToPromoted),
    aclp::ComputeCastsTo(Arg::kOut),
    aclp::DtypeIn(Arg::kOut, kDtypes),
    aclp::MaxDim(Arg::kIn0),
    aclp::MaxDim(Arg::kIn1),
    aclp::Broadcast(Arg::kIn0, Arg::kIn1),
    aclp::ShapeIsBroadcast(Arg::kOut),
    aclp::MaxDim(Arg::kOut),
    aclp::RealScalar(Arg::kScalar0),
    aclp::ScalarAsFloat(Arg::kScalar0),
};

void Record(aclOpExecutor *plan, const aclp::BufferRef *in, const aclp::BufferRef &result, aclDataType promoted,
            uint64_t n, const aclp::EntryFacts &facts)
{
    aclp::AddReluParams params{};
    // alpha as PyTorch's add takes it: converted to the promoted dtype (a float32 first, then FLOAT16 or BFLOAT16).
    const bool sixteenBit = promoted == ACL_FLOAT16 || promoted == ACL_BF16;
    params.alpha = sixteenBit ? aclp::RoundedTo16(facts.scalarF[0], promoted == ACL_BF16) : facts.scalarF[0];
    params.withAlpha = !(params.alpha == 1.0f);  // a NaN alpha makes every sum NaN, as in PyTorch
    params.alphaInteger = facts.scalarV[0].integer;
    // An integer input is cast to the promoted dtype (INT16 257 with a BFLOAT16 other is 256 then); a floating one
    // is read in its own dtype, which the promoted dtype holds exactly.
    const auto operand = [&](aclDataType d) {
        return IsFloating16Or32(promoted) && IsFloating16Or32(d) ? d : promoted;
    };
    params.self = operand(facts.inDtype[0]);
    params.other = operand(facts.inDtype[1]);
    const aclp::BufferRef x = aclp::CastInput(plan, in[0], facts.inDtype[0], params.self, n);
    const aclp::BufferRef y = aclp::CastInput(plan, in[1], facts.inDtype[1], params.other, n);
    if (promoted == ACL_FLOAT) {  // the float32 sum rounds straight to out's dtype
        params.out = facts.outDtype;
        aclp::AddElementwiseKernel(plan, aclp::AddReluKernel, "AddRelu", {x, y, result},
                                   aclp::ProblemOf(n, {params.self, params.other}, {params.out}), params);
        return;
    }
    params.out = promoted;  // the sum rounded to the promoted dtype first, then cast to out's
    aclp::RecordThenCast(plan, result, promoted, facts.outDtype, n, [&](const aclp::BufferRef &r) {
        aclp::AddElementwiseKernel(plan, aclp::AddReluKernel, "AddRelu", {x, y, r},
                                   aclp::ProblemOf(n, {params.self, params.other}, {params.out}), params);
    });
}

constexpr aclp::ElementwiseEntry kAddRelu{
    {"aclnnAddRelu", "self", "other", "out", "alpha"}, kChecks, Record, aclp::EntryCasts::kByRecord};
constexpr aclp::ElementwiseEntry kInplace{
    {"aclnnInplaceAddRelu", "selfRef", "other", "selfRef", "alpha"}, kChecks, Record, aclp::EntryCasts::kByRecord};

}  // namespace

extern "C" {

aclnnStatus aclnnAddReluGetWorkspaceSize(const aclTensor *self, const aclTensor *other, aclScalar *alpha,
                                         aclTensor *out, uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kAddRelu>({self, other, out, alpha}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnAddReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnAddRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kAddRelu.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnAddRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceAddReluGetWorkspaceSize(aclTensor *selfRef, const aclTensor *other, aclScalar *alpha,
                                                uint64_t *workspaceSize, aclOpExecutor **executor)
try {
    return aclp::ElementwiseGetWorkspaceSize<kInplace>({selfRef, other, selfRef, alpha}, workspaceSize, executor);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceAddReluGetWorkspaceSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclnnInplaceAddRelu(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor, aclrtStream stream)
try {
    return aclp::RunExecutor(workspace, workspaceSize, executor, stream, kInplace.names.api);
} catch (...) {
    return aclp::StatusFromException("aclnnInplaceAddRelu", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
