// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardshrinkBackward in the operator table: gradInput = |self| <= lambd ? +0 : gradOutput (the gradient
// passes where self > lambd or self < -lambd, and where self is NaN), in the promoted dtype of gradOutput and
// self, then converted to gradInput's dtype. lambd is read as float32 and a negative one is 0, as CANN's
// entry does; FLOAT16 compares with lambd rounded to FLOAT16 (CANN's kernel compares FLOAT16 values in
// FLOAT16), BFLOAT16 and FLOAT with the float32 lambd.
#include <cmath>

#include "aclnnop/aclnn_hardshrink_backward.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void HardshrinkBackwardGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType promoted = accuracy::PromoteFloating(ctx.inDtypes[0], ctx.inDtypes[1]);
    const aclDataType outDtype = ctx.outDtypes[0];
    double lambd = ScalarAsFloat32(ctx.scalars[0]);
    if (lambd < 0.0) {
        lambd = 0.0;
    }
    if (promoted == ACL_FLOAT16) {
        lambd = accuracy::RoundTo(ACL_FLOAT16, lambd);
    }
    const bool shrunk = std::fabs(in[1].real) <= lambd;  // false for a NaN self or a NaN lambd
    out[0].exact = shrunk ? 0.0 : in[0].real;
    if (shrunk) {
        out[0].ref = 0;  // +0 in every floating dtype
    } else {
        // The gradient is exact in the promoted dtype; only a narrower gradInput rounds it.
        out[0].ref = outDtype == ctx.inDtypes[0] ? in[0].bits : accuracy::RoundToBits(outDtype, in[0].real);
    }
}

aclnnStatus HardshrinkBackwardPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out,
                                     uint64_t *ws, aclOpExecutor **ex)
{
    return aclnnHardshrinkBackwardGetWorkspaceSize(in[0], in[1], scalars[0], out[0], ws, ex);
}

}  // namespace

OperatorDef HardshrinkBackwardOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnHardshrinkBackward";
    def.tensorInputs = {{"gradOutput", "grad_output", "grad", "dy", "gradients"}, {"self", "x", "input", "features"}};
    def.scalarInputs = {{"lambd", "lambda", "lambd_value"}};
    def.outputs = {"gradInput"};
    def.broadcasts = true;
    def.defaultOutputDtypes = PromotedOfFirstTwoInputs;
    def.phase1 = HardshrinkBackwardPhase1;
    def.phase2 = aclnnHardshrinkBackward;
    def.golden = HardshrinkBackwardGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    def.apiTypes = {"hardshrink_backward", "hard_shrink_backward", "hardshrink_grad", "hard_shrink_grad"};
    def.arithmetic = false;  // selects only
    return def;
}

}  // namespace optable
