// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoidBackward in the operator table: out = -3 < self < 3 ? gradOutput / 6 : 0, in float32.
#include <cmath>

#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

using accuracy::PromoteFloating;
using accuracy::RoundTo;
using accuracy::RoundToBits;

void HardsigmoidGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType promoted = PromoteFloating(ctx.inDtypes[0], ctx.inDtypes[1]);
    const aclDataType outDtype = ctx.outDtypes[0];
    const double g = in[0].real;
    const double s = in[1].real;
    const bool inside = s > -3.0 && s < 3.0;  // NaN: outside
    out[0].exact = inside ? g / 6.0 : 0.0;
    if (!inside) {
        out[0].ref = RoundToBits(outDtype, 0.0);
        return;
    }
    // float32 arithmetic: the product of two floats is exact in double, then rounded once.
    const double oneSixth = static_cast<double>(1.0f / 6.0f);
    double r = RoundTo(ACL_FLOAT, g * oneSixth);
    if (promoted == ACL_FLOAT16 || promoted == ACL_BF16) {
        r = RoundTo(promoted, r);
    } else if (promoted == ACL_DOUBLE) {
        r = g * (1.0 / 6.0);
    }
    out[0].ref = RoundToBits(outDtype, r);
}

aclnnStatus HardsigmoidPhase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                              aclOpExecutor **ex)
{
    return aclnnHardsigmoidBackwardGetWorkspaceSize(in[0], in[1], out[0], ws, ex);
}

}  // namespace

OperatorDef HardsigmoidBackwardOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnHardsigmoidBackward";
    def.tensorInputs = {{"gradOutput", "grad_output", "grad", "dy"}, {"self", "x", "input"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = PromotedOfFirstTwoInputs;
    def.phase1 = HardsigmoidPhase1;
    def.phase2 = aclnnHardsigmoidBackward;
    def.golden = HardsigmoidGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    def.apiTypes = {"hardsigmoid_backward", "hard_sigmoid_backward", "hardsigmoid_grad", "hard_sigmoid_grad"};
    def.arithmetic = true;  // multiplies by 1/6
    return def;
}

}  // namespace optable
