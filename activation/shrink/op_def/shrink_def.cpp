// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnShrink in the operator table (ONNX's Shrink; PyTorch has no such operator, so the golden is the only
// reference): out = self - bias if self > lambd, self + bias if self < -lambd, else 0 (+0; NaN compares false
// both ways and gives 0, as in CANN's kernel). lambd and bias are read as float32 (a negative lambd is refused);
// CANN's kernel computes FLOAT16 in FLOAT16, comparing with lambd rounded to FLOAT16 and adding bias rounded to
// FLOAT16, the sum rounded once. The result in self's dtype is then converted to out's.
#include "aclnnop/aclnn_shrink.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void ShrinkGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    using accuracy::RoundTo;
    const aclDataType self = ctx.inDtypes[0];
    double lambd = ScalarAsFloat32(ctx.scalars[0]);
    double bias = ScalarAsFloat32(ctx.scalars[1]);
    if (self == ACL_FLOAT16) {
        lambd = RoundTo(ACL_FLOAT16, lambd);
        bias = RoundTo(ACL_FLOAT16, bias);
    }
    const double x = in[0].real;
    double exact = 0.0;  // also for NaN
    if (x > lambd) {
        exact = x - bias;
    } else if (x < -lambd) {
        exact = x + bias;
    }
    out[0].exact = exact;
    // Two FLOAT16 values sum exactly in double. Two float32 values do when their exponents are within 29 of each
    // other, and otherwise the sum is far from a float32 tie, so rounding the double gives float32's bits.
    out[0].ref = accuracy::RoundToBits(ctx.outDtypes[0], RoundTo(self, exact));
}

aclnnStatus ShrinkPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out, uint64_t *ws,
                         aclOpExecutor **ex)
{
    return aclnnShrinkGetWorkspaceSize(in[0], scalars[0], scalars[1], out[0], ws, ex);
}

}  // namespace

OperatorDef ShrinkOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnShrink";
    def.tensorInputs = {{"self", "x", "input", "input_x"}};
    def.scalarInputs = {{"lambd", "lambda", "lambd_value"}, {"bias"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = ShrinkPhase1;
    def.phase2 = aclnnShrink;
    def.golden = ShrinkGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16};
    def.socProfilesWithout = {"Ascend910"};
    def.apiTypes = {"shrink"};
    def.arithmetic = true;  // adds
    return def;
}

}  // namespace optable
