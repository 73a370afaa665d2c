// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswish in the operator table, as CANN's doc defines it: out = self where self >= 3, +0 where
// self <= -3, self * (self + 3) / 6 between, in float32 arithmetic (an add, a multiply and a divide, each rounded
// to float32), rounded once to self's dtype, then to out's. NaN stays NaN. (PyTorch computes x * clamp(x + 3, 0, 6)
// / 6 everywhere: -0 below -3, and (6x) / 6 above 3, which overflows for x > 5.67e37.)
#include <cmath>

#include "aclnnop/aclnn_hardswish.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void HardswishGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const float x = static_cast<float>(in[0].real);  // exact: a float32, FLOAT16 or BFLOAT16 value
    float y = 0.0f;
    double exact = 0.0;
    if (x >= 3.0f) {
        y = x;
        exact = in[0].real;
    } else if (!(x <= -3.0f)) {  // between, or NaN
        const float t = x + 3.0f;
        const float m = x * t;
        y = m / 6.0f;
        exact = in[0].real * (in[0].real + 3.0) / 6.0;
    }
    out[0].exact = exact;
    out[0].ref = accuracy::RoundToBits(ctx.outDtypes[0], accuracy::RoundTo(ctx.inDtypes[0], y));
}

aclnnStatus HardswishPhase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                            aclOpExecutor **ex)
{
    return aclnnHardswishGetWorkspaceSize(in[0], out[0], ws, ex);
}

aclnnStatus HardswishInplacePhase1(aclTensor *const *in, const aclScalar *const *, uint64_t *ws, aclOpExecutor **ex)
{
    return aclnnInplaceHardswishGetWorkspaceSize(in[0], ws, ex);
}

}  // namespace

OperatorDef HardswishOperator()
{
    OperatorDef def{"aclnnHardswish",
                    "",
                    {{"self", "x", "input"}},
                    {},
                    {"out"},
                    false,
                    SameAsFirstInput,
                    HardswishPhase1,
                    aclnnHardswish,
                    HardswishGolden,
                    -1,
                    -1,
                    {ACL_FLOAT, ACL_FLOAT16, ACL_BF16},
                    {"hardswish", "hard_swish"},
                    true,  // multiplies
                    ""};
    return WithInplace(def, "aclnnInplaceHardswish", HardswishInplacePhase1, aclnnInplaceHardswish);
}

}  // namespace optable
