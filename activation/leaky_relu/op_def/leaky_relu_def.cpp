// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyRelu in the operator table: out = self > 0 ? self : self * negativeSlope, the slope taken as
// float32. FLOAT, FLOAT16 and BFLOAT16 multiply in float32 (a product of two float32 values is exact in
// double, so rounding it once gives float32's bits), then round to self's dtype; DOUBLE multiplies in
// double. A different out dtype is self's result converted as PyTorch's .to() does (DOUBLE to a 16-bit
// type through float32).
#include "aclnnop/aclnn_leaky_relu.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

using accuracy::RoundTo;
using accuracy::RoundToBits;

void LeakyReluGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType self = ctx.inDtypes[0];
    const aclDataType outDtype = ctx.outDtypes[0];
    const double slope = ScalarAsFloat32(ctx.scalars[0]);
    const double x = in[0].real;
    const bool kept = x > 0.0;
    out[0].exact = kept ? x : x * slope;
    double r = x;
    if (!kept) {
        r = self == ACL_DOUBLE ? x * slope : RoundTo(self, RoundTo(ACL_FLOAT, x * slope));
    }
    if (outDtype == self) {
        out[0].ref = kept ? in[0].bits : RoundToBits(outDtype, r);
    } else {
        SetRealResult(outDtype, out[0].exact, r, &out[0]);  // r is a float32 unless self is DOUBLE
    }
}

aclnnStatus LeakyReluPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out, uint64_t *ws,
                            aclOpExecutor **ex)
{
    return aclnnLeakyReluGetWorkspaceSize(in[0], scalars[0], out[0], ws, ex);
}

aclnnStatus LeakyReluInplacePhase1(aclTensor *const *in, const aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex)
{
    return aclnnInplaceLeakyReluGetWorkspaceSize(in[0], s[0], ws, ex);
}

}  // namespace

OperatorDef LeakyReluOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnLeakyRelu";
    def.tensorInputs = {{"self", "x", "input"}};
    def.scalarInputs = {{"negativeSlope", "negative_slope", "a", "alpha"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = LeakyReluPhase1;
    def.phase2 = aclnnLeakyRelu;
    def.golden = LeakyReluGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE};
    def.apiTypes = {"leaky_relu", "leakyrelu"};
    def.arithmetic = true;                             // multiplies
    def.kernelAttributes = {{"negative_slope", 0.0}};  // LeakyRelu's
    return WithInplace(def, "aclnnInplaceLeakyRelu", LeakyReluInplacePhase1, aclnnInplaceLeakyRelu);
}

}  // namespace optable
