// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoid in the operator table: out = clip(self / 6 + 1/2, 0, 1). The contract's bits are
// PyTorch's: t = self + 3 rounded to float32, clamped to [0, 6], divided by 6 and rounded to float32,
// then to the output dtype (FLOAT16/BFLOAT16: once more, to nearest even). INT32: the float32 result
// truncated. (A float32 sum or quotient of float32 values computed in double and rounded to float32 is
// the correctly rounded float32 result, so double arithmetic gives float32's bits here.)
#include <cmath>

#include "aclnnop/aclnn_hardsigmoid.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

using accuracy::IsFloating;
using accuracy::RoundTo;
using accuracy::RoundToBits;

void HardsigmoidGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType dtype = ctx.outDtypes[0];
    const double x = IsFloating(ctx.inDtypes[0]) ? in[0].real : static_cast<double>(in[0].integer);
    out[0].exact = std::isnan(x) ? x : std::fmin(std::fmax(x / 6.0 + 0.5, 0.0), 1.0);
    double t = RoundTo(ACL_FLOAT, RoundTo(ACL_FLOAT, x) + 3.0);
    if (t < 0.0) {
        t = 0.0;
    } else if (t > 6.0) {
        t = 6.0;
    }
    const double r = RoundTo(ACL_FLOAT, t / 6.0);  // NaN stays NaN through the compares above
    if (IsFloating(dtype)) {
        out[0].ref = RoundToBits(dtype, r);
        return;
    }
    out[0].ref = static_cast<uint64_t>(static_cast<int64_t>(std::trunc(r)));  // 0 or 1
}

aclnnStatus HardsigmoidPhase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                              aclOpExecutor **ex)
{
    return aclnnHardsigmoidGetWorkspaceSize(in[0], out[0], ws, ex);
}

aclnnStatus HardsigmoidInplacePhase1(aclTensor *const *in, const aclScalar *const *, uint64_t *ws, aclOpExecutor **ex)
{
    return aclnnInplaceHardsigmoidGetWorkspaceSize(in[0], ws, ex);
}

}  // namespace

OperatorDef HardsigmoidOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnHardsigmoid";
    def.tensorInputs = {{"self", "x", "input"}};
    def.outputs = {"out"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = HardsigmoidPhase1;
    def.phase2 = aclnnHardsigmoid;
    def.golden = HardsigmoidGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT32};
    def.apiTypes = {"hardsigmoid", "hard_sigmoid"};
    def.arithmetic = true;                                         // adds and divides
    def.kernelAttributes = {{"alpha", 1.0 / 6.0}, {"beta", 0.5}};  // HardSigmoid's; aclnnHardsigmoid has neither
    return WithInplace(def, "aclnnInplaceHardsigmoid", HardsigmoidInplacePhase1, aclnnInplaceHardsigmoid);
}

}  // namespace optable
