// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnAddRelu in the operator table, PyTorch's relu(add(self, other, alpha=alpha)): both inputs converted to the
// promoted dtype of self and other, alpha converted to it, the sum computed there and converted to out's dtype.
// Floating: alpha a float32 (then rounded to a 16-bit promoted dtype); with alpha not 1 (NaN too) one fused
// multiply-add in float32, alpha 1 a plain sum; rounded to the promoted dtype; relu keeps NaN and gives +0 for -0
// and negatives. Integers: exact arithmetic wrapped to the promoted dtype, alpha wrapped to it too; relu;
// converted to out's dtype as PyTorch converts integers.
#include <cmath>

#include "aclnnop/aclnn_add_relu.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

using accuracy::ElementBytes;
using accuracy::IsFloating;

// PyTorch's promotion for the dtypes AddRelu takes: a floating dtype wins (FLOAT16 with BFLOAT16: FLOAT);
// integers of one signedness: the wider; UINT8 with a signed one: that one if wider than 8 bits, else INT16.
aclDataType Promoted(aclDataType a, aclDataType b)
{
    if (IsFloating(a) || IsFloating(b)) {
        if (!IsFloating(b)) {
            return a;
        }
        if (!IsFloating(a)) {
            return b;
        }
        return accuracy::PromoteFloating(a, b);
    }
    if (a == b) {
        return a;
    }
    if (a == ACL_UINT8 || b == ACL_UINT8) {
        const aclDataType s = a == ACL_UINT8 ? b : a;
        return ElementBytes(s) > 1 ? s : ACL_INT16;
    }
    return ElementBytes(a) >= ElementBytes(b) ? a : b;
}

// An input's value in the promoted floating dtype (exact for a floating input; an integer one is rounded).
float InPromoted(const ElementIn &in, aclDataType dtype, aclDataType promoted)
{
    return static_cast<float>(IsFloating(dtype) ? in.real : IntegerAsFloating(in.integer, promoted));
}

void AddReluGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType promoted = Promoted(ctx.inDtypes[0], ctx.inDtypes[1]);
    const aclDataType outDtype = ctx.outDtypes[0];
    if (IsFloating(promoted)) {
        const float s = InPromoted(in[0], ctx.inDtypes[0], promoted);
        const float o = InPromoted(in[1], ctx.inDtypes[1], promoted);
        const auto alpha =
            static_cast<float>(accuracy::RoundTo(promoted, static_cast<float>(ScalarAsFloat32(ctx.scalars[0]))));
        const bool plain = alpha == 1.0f;
        const auto sum = static_cast<float>(accuracy::RoundTo(promoted, plain ? s + o : std::fmaf(alpha, o, s)));
        const float r = sum <= 0.0f ? 0.0f : sum;  // NaN compares false: kept
        const double exact =
            plain ? static_cast<double>(s) + o : static_cast<double>(s) + static_cast<double>(alpha) * o;
        out[0].exact = exact <= 0.0 ? 0.0 : exact;
        out[0].ref = accuracy::RoundToBits(outDtype, r);
        return;
    }
    const uint64_t alpha = static_cast<uint64_t>(ScalarAsInteger(ctx.scalars[0], promoted));
    const uint64_t wide = static_cast<uint64_t>(in[0].integer) + alpha * static_cast<uint64_t>(in[1].integer);
    int64_t r = WrapToInteger(static_cast<int64_t>(wide), promoted);
    r = r > 0 ? r : 0;
    out[0].exact = static_cast<double>(r);
    out[0].ref = IsFloating(outDtype) ? accuracy::RoundToBits(outDtype, IntegerAsFloating(r, outDtype))
                                      : IntegerBits(r, outDtype);
}

aclnnStatus AddReluPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out, uint64_t *ws,
                          aclOpExecutor **ex)
{
    return aclnnAddReluGetWorkspaceSize(in[0], in[1], const_cast<aclScalar *>(scalars[0]), out[0], ws, ex);
}

std::vector<aclDataType> PromotedDtype(const std::vector<aclDataType> &inDtypes)
{
    return {Promoted(inDtypes.at(0), inDtypes.at(1))};
}

aclnnStatus AddReluInplacePhase1(aclTensor *const *in, const aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex)
{
    return aclnnInplaceAddReluGetWorkspaceSize(in[0], in[1], const_cast<aclScalar *>(s[0]), ws, ex);
}

}  // namespace

OperatorDef AddReluOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnAddRelu";
    def.tensorInputs = {{"self", "x", "input", "x1"}, {"other", "y", "x2"}};
    def.scalarInputs = {{"alpha"}};
    def.outputs = {"out"};
    def.broadcasts = true;
    def.defaultOutputDtypes = PromotedDtype;
    def.phase1 = AddReluPhase1;
    def.phase2 = aclnnAddRelu;
    def.golden = AddReluGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64};
    def.apiTypes = {"add_relu", "addrelu"};
    def.arithmetic = true;  // adds
    return WithInplace(def, "aclnnInplaceAddRelu", AddReluInplacePhase1, aclnnInplaceAddRelu);
}

}  // namespace optable
