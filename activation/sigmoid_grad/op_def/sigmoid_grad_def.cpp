// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSigmoidBackward in the operator table: gradInput = ((1 - output) * gradOutput) * output in the promoted dtype
// of gradOutput and output (FLOAT16 with BFLOAT16: FLOAT): for FLOAT, FLOAT16 and BFLOAT16 each operation in float32
// (the subtract, then the two multiplies, each rounded to float32), then rounded to the promoted dtype; DOUBLE in
// double. Then converted to gradInput's dtype (a DOUBLE result to FLOAT16 or BFLOAT16 through float32, as PyTorch).
#include "aclnnop/aclnn_sigmoid_backward.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void SigmoidBackwardGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType promoted = accuracy::PromoteFloating(ctx.inDtypes[0], ctx.inDtypes[1]);
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
    return {"aclnnSigmoidBackward",
            "",
            {{"gradOutput", "grad_output", "dy", "grad"}, {"output", "y", "result"}},
            {},
            {"gradInput"},
            true,
            PromotedOfFirstTwoInputs,
            SigmoidBackwardPhase1,
            aclnnSigmoidBackward,
            SigmoidBackwardGolden,
            -1,
            -1,
            {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE},
            {"sigmoid_backward", "sigmoid_grad"},
            true,  // multiplies
            ""};
}

}  // namespace optable
