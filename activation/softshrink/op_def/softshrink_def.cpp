// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSoftshrink in the operator table: out = self - lambd if self > lambd, self + lambd if self < -lambd,
// else 0 (+0; NaN compares false both ways and gives 0, as in CANN's kernel and PyTorch 1.13). lambd is read
// as float32 (a negative one is refused). The difference or sum is rounded to float32 (FLOAT16 and BFLOAT16
// are computed in float32, as CANN's kernel does), then to self's dtype; a different out dtype is that
// value rounded to it.
#include "aclnnop/aclnn_softshrink.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void SoftshrinkGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    using accuracy::RoundTo;
    const aclDataType self = ctx.inDtypes[0];
    const double lambd = ScalarAsFloat32(ctx.scalars[0]);
    const double x = in[0].real;
    double exact = 0.0;  // also for NaN
    if (x > lambd) {
        exact = x - lambd;
    } else if (x < -lambd) {
        exact = x + lambd;
    }
    out[0].exact = exact;
    // x and lambd are float32 values: their sum is exact in double when their exponents are within 29 of each
    // other, and otherwise far from a float32 tie, so rounding the double gives float32's bits.
    const double inSelf = RoundTo(self, RoundTo(ACL_FLOAT, exact));
    out[0].ref = accuracy::RoundToBits(ctx.outDtypes[0], inSelf);
}

aclnnStatus SoftshrinkPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out, uint64_t *ws,
                             aclOpExecutor **ex)
{
    return aclnnSoftshrinkGetWorkspaceSize(in[0], scalars[0], out[0], ws, ex);
}

}  // namespace

OperatorDef SoftshrinkOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnSoftshrink";
    def.tensorInputs = {{"self", "x", "input", "input_x"}};
    def.scalarInputs = {{"lambd", "lambda", "lambd_value"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = SoftshrinkPhase1;
    def.phase2 = aclnnSoftshrink;
    def.golden = SoftshrinkGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    def.apiTypes = {"softshrink", "soft_shrink"};
    def.arithmetic = true;  // adds
    return def;
}

}  // namespace optable
