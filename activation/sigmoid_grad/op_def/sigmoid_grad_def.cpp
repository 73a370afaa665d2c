// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSigmoidBackward in the operator table: gradInput = ((1 - output) * gradOutput) * output in the promoted dtype
// of gradOutput and output (FLOAT16 with BFLOAT16: FLOAT): for FLOAT, FLOAT16 and BFLOAT16 each operation in float32
// (the subtract, then the two multiplies, each rounded to float32), then rounded to the promoted dtype; DOUBLE in
// double. Then converted to gradInput's dtype (a DOUBLE result to FLOAT16 or BFLOAT16 through float32, as PyTorch).
// COMPLEX64/COMPLEX128 (either input complex): gradOutput * conj((1 - output) * output).
#include "aclnnop/aclnn_sigmoid_backward.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

// Complex: gradInput = gradOutput * conj((1 - output) * output) as PyTorch's vectorised kernel computes it, each
// product (a + bi)(c + di) as (ac - bd) + (ad + bc)i, every operation rounded to the parts' dtype; 1 - output
// is (1 - re) + (0 - im)i. A real input is the real part (rounded to the parts' dtype), its imaginary part +0.
void ComplexSigmoidBackwardGolden(const GoldenContext &ctx, aclDataType promoted, const ElementIn *in, ElementOut *out)
{
    const aclDataType part = accuracy::ComplexPart(promoted);
    auto r = [part](double v) { return accuracy::RoundTo(part, v); };
    const double gr = r(in[0].real), gi = r(in[0].imag), yr = r(in[1].real), yi = r(in[1].imag);
    const double sr = r(1.0 - yr), si = r(0.0 - yi);
    const double tr = r(r(sr * yr) - r(si * yi));
    const double ti = -r(r(sr * yi) + r(si * yr));  // conj
    const double re = r(r(gr * tr) - r(gi * ti));
    const double im = r(r(gr * ti) + r(gi * tr));
    const aclDataType outPart = accuracy::ComplexPart(ctx.outDtypes[0]);
    out[0].ref = accuracy::RoundToBits(outPart, re);
    out[0].refImag = accuracy::RoundToBits(outPart, im);
    // The exact product, from the inputs as given.
    const double er = (1.0 - in[1].real) * in[1].real + in[1].imag * in[1].imag;
    const double ei = -((1.0 - in[1].real) * in[1].imag - in[1].imag * in[1].real);
    out[0].exact = in[0].real * er - in[0].imag * ei;
    out[0].exactImag = in[0].real * ei + in[0].imag * er;
}

void SigmoidBackwardGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType promoted = accuracy::PromoteFloating(ctx.inDtypes[0], ctx.inDtypes[1]);
    if (accuracy::ComplexPart(promoted) != ACL_DT_UNDEFINED) {
        ComplexSigmoidBackwardGolden(ctx, promoted, in, out);
        return;
    }
    const double g = accuracy::RoundTo(promoted, in[0].real);  // the cast to the promoted dtype
    const double y = accuracy::RoundTo(promoted, in[1].real);
    double r;
    if (promoted == ACL_DOUBLE) {
        r = ((1.0 - y) * g) * y;
    } else {
        const float gf = static_cast<float>(g), yf = static_cast<float>(y);
        r = accuracy::RoundTo(promoted, ((1.0f - yf) * gf) * yf);
    }
    out[0].exact = in[0].real * (1.0 - in[1].real) * in[1].real;
    out[0].ref = accuracy::RoundToBitsLikeTorch(ctx.outDtypes[0], r);  // a DOUBLE r: through float32, as PyTorch
}

aclnnStatus SigmoidBackwardPhase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                                  aclOpExecutor **ex)
{
    return aclnnSigmoidBackwardGetWorkspaceSize(in[0], in[1], out[0], ws, ex);
}

}  // namespace

OperatorDef SigmoidBackwardOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnSigmoidBackward";
    def.tensorInputs = {{"gradOutput", "grad_output", "dy", "grad"}, {"output", "y", "result"}};
    def.outputs = {"gradInput"};
    def.broadcasts = true;
    def.defaultOutputDtypes = PromotedOfFirstTwoInputs;
    def.phase1 = SigmoidBackwardPhase1;
    def.phase2 = aclnnSigmoidBackward;
    def.golden = SigmoidBackwardGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128};
    def.apiTypes = {"sigmoid_backward", "sigmoid_grad"};
    def.arithmetic = true;  // multiplies
    return def;
}

}  // namespace optable
