// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackwardV2 in the operator table, as CANN's doc defines it: out = gradOutput * d, d = 0 where
// self <= -3, self / 3 + 0.5 where -3 < self < 3 (a divide and an add in float32, each rounded to float32), 1 where
// self >= 3 and for a NaN self (as CANN's kernel selects); the multiply in float32, then rounded once to the dtype.
// So below the band the result is gradOutput * 0 (-0 for a negative gradient, NaN for an infinite one). gradOutput,
// self and out have one dtype.
#include <cmath>

#include "aclnnop/aclnn_hardswish_backward_v2.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void HardswishBackwardV2Golden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const float g = static_cast<float>(in[0].real);  // exact: float32, FLOAT16 and BFLOAT16 values
    const float x = static_cast<float>(in[1].real);
    float d;
    double exactD;
    if (x <= -3.0f) {
        d = 0.0f;
        exactD = 0.0;
    } else if (x < 3.0f) {
        d = x / 3.0f + 0.5f;
        exactD = in[1].real / 3.0 + 0.5;
    } else {  // x >= 3, or NaN
        d = 1.0f;
        exactD = 1.0;
    }
    out[0].exact = in[0].real * exactD;
    out[0].ref = accuracy::RoundToBits(ctx.outDtypes[0], g * d);
}

aclnnStatus HardswishBackwardV2Phase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out,
                                      uint64_t *ws, aclOpExecutor **ex)
{
    return aclnnHardswishBackwardV2GetWorkspaceSize(in[0], in[1], out[0], ws, ex);
}

}  // namespace

OperatorDef HardswishBackwardV2Operator()
{
    OperatorDef def;
    def.aclnnName = "aclnnHardswishBackwardV2";
    def.tensorInputs = {{"gradOutput", "grad_output", "grad", "dy"}, {"self", "x", "input"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = HardswishBackwardV2Phase1;
    def.phase2 = aclnnHardswishBackwardV2;
    def.golden = HardswishBackwardV2Golden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    def.apiTypes = {"hardswish_backward_v2", "hard_swish_backward_v2", "hardswish_grad_v2", "hard_swish_grad_v2"};
    def.arithmetic = true;  // multiplies
    return def;
}

}  // namespace optable
