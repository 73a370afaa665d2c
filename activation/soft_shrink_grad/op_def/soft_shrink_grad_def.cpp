// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSoftshrinkBackward in the operator table: gradInput = gradOutput where self > lambd, self < -lambd or
// self is NaN, else +0; computed in the inputs' dtype (FLOAT when they differ), then converted to gradInput's
// dtype. lambd is read as float32 (>= 0, or NaN: then only a NaN self passes the gradient); FLOAT16 and
// BFLOAT16 are compared with it exactly, as CANN's kernel widens them to float32.
#include <cmath>

#include "aclnnop/aclnn_softshrink_backward.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void SoftshrinkBackwardGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType outDtype = ctx.outDtypes[0];
    const double lambd = ScalarAsFloat32(ctx.scalars[0]);
    const double x = in[1].real;
    const bool passes = std::fabs(x) > lambd || std::isnan(x);
    out[0].exact = passes ? in[0].real : 0.0;
    if (!passes) {
        out[0].ref = 0;  // +0 in every floating dtype
    } else {
        // The gradient is exact in the computation's dtype; only a narrower gradInput rounds it.
        out[0].ref = outDtype == ctx.inDtypes[0] ? in[0].bits : accuracy::RoundToBits(outDtype, in[0].real);
    }
}

aclnnStatus SoftshrinkBackwardPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out,
                                     uint64_t *ws, aclOpExecutor **ex)
{
    return aclnnSoftshrinkBackwardGetWorkspaceSize(in[0], in[1], scalars[0], out[0], ws, ex);
}

}  // namespace

OperatorDef SoftshrinkBackwardOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnSoftshrinkBackward";
    def.tensorInputs = {{"gradOutput", "grad_output", "grad", "dy", "input_grad"}, {"self", "x", "input", "input_x"}};
    def.scalarInputs = {{"lambd", "lambda", "lambd_value"}};
    def.outputs = {"gradInput"};
    def.broadcasts = true;
    def.defaultOutputDtypes = PromotedOfFirstTwoInputs;  // FLOAT when they differ, as CANN's plan casts both
    def.phase1 = SoftshrinkBackwardPhase1;
    def.phase2 = aclnnSoftshrinkBackward;
    def.golden = SoftshrinkBackwardGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    def.apiTypes = {"softshrink_backward", "soft_shrink_backward", "softshrinkbackward", "softshrink_grad",
                    "soft_shrink_grad"};
    def.arithmetic = false;  // selects only
    return def;
}

}  // namespace optable
