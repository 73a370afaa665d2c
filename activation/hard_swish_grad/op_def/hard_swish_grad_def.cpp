// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackward in the operator table, as CANN's doc defines it: out = +0 where self < -3, gradOutput where
// self > 3, gradOutput * (self / 3 + 0.5) where -3 <= self <= 3 (a divide, an add and a multiply in float32, each
// rounded to float32, as PyTorch computes them), then rounded once to the dtype. A NaN self gives NaN (the formula's
// value). gradOutput, self and out have one dtype.
#include <cmath>

#include "aclnnop/aclnn_hardswish_backward.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void HardswishBackwardGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const float g = static_cast<float>(in[0].real);  // exact: float32, FLOAT16 and BFLOAT16 values
    const float x = static_cast<float>(in[1].real);
    float r;
    double exact;
    if (x < -3.0f) {
        r = 0.0f;
        exact = 0.0;
    } else if (x > 3.0f) {
        r = g;
        exact = in[0].real;
    } else {  // -3 <= x <= 3, or NaN
        const float slope = x / 3.0f + 0.5f;
        r = g * slope;
        exact = in[0].real * (in[1].real / 3.0 + 0.5);
    }
    out[0].exact = exact;
    out[0].ref = accuracy::RoundToBits(ctx.outDtypes[0], r);
}

aclnnStatus HardswishBackwardPhase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                                    aclOpExecutor **ex)
{
    return aclnnHardswishBackwardGetWorkspaceSize(in[0], in[1], out[0], ws, ex);
}

}  // namespace

OperatorDef HardswishBackwardOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnHardswishBackward";
    def.tensorInputs = {{"gradOutput", "grad_output", "grad", "dy"}, {"self", "x", "input"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = HardswishBackwardPhase1;
    def.phase2 = aclnnHardswishBackward;
    def.golden = HardswishBackwardGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    def.apiTypes = {"hardswish_backward", "hard_swish_backward", "hardswish_grad", "hard_swish_grad"};
    def.arithmetic = true;  // multiplies
    return def;
}

}  // namespace optable
