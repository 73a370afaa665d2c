// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardshrink in the operator table: out = self if self > lambd or self < -lambd, else 0 (so NaN,
// which is neither, is 0 by the formula; CANN's kernel and PyTorch pass it, and so does this golden). lambd
// is read as float32 and a negative one is taken as 0, as CANN's entry does; the comparison is exact (FLOAT16
// and BFLOAT16 values compared with the float32 lambd). The zero is +0. A different out dtype is the result
// rounded to it.
#include <cmath>

#include "aclnnop/aclnn_hardshrink.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void HardshrinkGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType self = ctx.inDtypes[0];
    const aclDataType outDtype = ctx.outDtypes[0];
    double lambd = ScalarAsFloat32(ctx.scalars[0]);
    if (lambd < 0.0) {
        lambd = 0.0;
    }
    const double x = in[0].real;
    const bool shrunk = std::fabs(x) <= lambd;  // false for NaN (and for every x when lambd is NaN)
    out[0].exact = shrunk ? 0.0 : x;
    if (shrunk) {
        out[0].ref = 0;  // +0 in every floating dtype
    } else {
        out[0].ref = outDtype == self ? in[0].bits : accuracy::RoundToBits(outDtype, x);
    }
}

aclnnStatus HardshrinkPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out, uint64_t *ws,
                             aclOpExecutor **ex)
{
    return aclnnHardshrinkGetWorkspaceSize(in[0], scalars[0], out[0], ws, ex);
}

}  // namespace

OperatorDef HardshrinkOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnHardshrink";
    def.tensorInputs = {{"self", "x", "input", "input_x"}};
    def.scalarInputs = {{"lambd", "lambda", "lambd_value"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = HardshrinkPhase1;
    def.phase2 = aclnnHardshrink;
    def.golden = HardshrinkGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    def.apiTypes = {"hardshrink", "hard_shrink"};
    def.arithmetic = false;  // selects only
    return def;
}

}  // namespace optable
