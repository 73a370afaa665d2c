// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyReluBackward in the operator table: out = self > 0 ? gradOutput : gradOutput * negativeSlope in the
// promoted dtype of gradOutput and self (FLOAT16 with BFLOAT16: FLOAT), negativeSlope rounded to float32 as CANN's
// kernel takes it: for FLOAT, FLOAT16 and BFLOAT16 the multiply in float32, then rounded to the promoted dtype;
// DOUBLE in double (the float32 slope widened). Then converted to out's dtype (a DOUBLE result to FLOAT16 or
// BFLOAT16 through float32, as PyTorch). selfIsResult (a bool parameter, the table's second scalar role) changes
// no value: with a negative slope it is refused.
#include "aclnnop/aclnn_leaky_relu_backward.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void LeakyReluBackwardGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType promoted = accuracy::PromoteFloating(ctx.inDtypes[0], ctx.inDtypes[1]);
    const double g = accuracy::RoundTo(promoted, in[0].real);  // the cast to the promoted dtype (exact)
    const double x = accuracy::RoundTo(promoted, in[1].real);
    const double slope = ScalarAsFloat32(ctx.scalars[0]);
    double r;
    if (x > 0.0) {
        r = g;
    } else if (promoted == ACL_DOUBLE) {
        r = g * slope;
    } else {
        r = accuracy::RoundTo(promoted, static_cast<float>(g) * static_cast<float>(slope));
    }
    // A DOUBLE r into FLOAT16/BFLOAT16 through float32, as PyTorch; into a complex out as its real part.
    SetRealResult(ctx.outDtypes[0], in[1].real > 0.0 ? in[0].real : in[0].real * slope, r, &out[0]);
}

aclnnStatus LeakyReluBackwardPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out,
                                    uint64_t *ws, aclOpExecutor **ex)
{
    return aclnnLeakyReluBackwardGetWorkspaceSize(in[0], in[1], scalars[0], AttributeValue(scalars[1]), out[0], ws, ex);
}

}  // namespace

OperatorDef LeakyReluBackwardOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnLeakyReluBackward";
    def.tensorInputs = {{"gradOutput", "grad_output", "grad", "dy"}, {"self", "x", "input", "features"}};
    def.scalarInputs = {{"negativeSlope", "negative_slope", "a", "negval", "alpha"},
                        {"selfIsResult", "self_is_result", "is_result"}};
    def.outputs = {"out"};
    def.broadcasts = true;
    def.defaultOutputDtypes = PromotedOfFirstTwoInputs;
    def.phase1 = LeakyReluBackwardPhase1;
    def.phase2 = aclnnLeakyReluBackward;
    def.golden = LeakyReluBackwardGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE};
    def.apiTypes = {"leaky_relu_backward", "leaky_relu_grad"};
    def.arithmetic = true;  // multiplies
    def.boolAttribute = 1;
    def.kernelAttributes = {
        {"negative_slope", 0.0}};  // LeakyReluGrad's (it computes from features: selfIsResult false)
    return def;
}

}  // namespace optable
