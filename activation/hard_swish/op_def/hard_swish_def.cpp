// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswish in the operator table, with PyTorch's formula and bits (CANN's official example prints them too):
// out = (self * min(max(self + 3, 0), 6)) / 6 in float32 arithmetic (an add, a clamp, a multiply and a divide, each
// rounded to float32), rounded once to self's dtype, then to out's: -0 below -3, (6 self) / 6 from 3 on (+Inf past
// 5.67e37), NaN for NaN and -Inf.
#include <cmath>

#include "aclnnop/aclnn_hardswish.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void HardswishGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const float x = static_cast<float>(in[0].real);  // exact: a float32, FLOAT16 or BFLOAT16 value
    const auto clamp = [](auto v, decltype(v) hi) {  // NaN stays NaN, as torch's maximum and minimum
        return std::isnan(v) ? v : v < 0 ? decltype(v){0} : v > hi ? hi : v;
    };
    const float m = x * clamp(x + 3.0f, 6.0f);
    const float y = m / 6.0f;
    const double xd = in[0].real;
    // The formula's own value: +Inf where its product 6x overflows float32 (x > 5.67e37), as PyTorch's.
    out[0].exact = std::isinf(m) && !std::isinf(x) ? static_cast<double>(m) : xd * clamp(xd + 3.0, 6.0) / 6.0;
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
    OperatorDef def;
    def.aclnnName = "aclnnHardswish";
    def.tensorInputs = {{"self", "x", "input"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = HardswishPhase1;
    def.phase2 = aclnnHardswish;
    def.golden = HardswishGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    def.apiTypes = {"hardswish", "hard_swish"};
    def.arithmetic = true;  // multiplies
    return WithInplace(def, "aclnnInplaceHardswish", HardswishInplacePhase1, aclnnInplaceHardswish);
}

}  // namespace optable
