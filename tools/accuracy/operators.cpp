// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "operators.h"

#include <cctype>
#include <cmath>

#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "aclnnop/aclnn_relu_v2.h"
#include "aclnnop/aclnn_threshold_backward.h"
#include "dtypes.h"

namespace accuracy {
namespace {

// --- ThresholdBackward: out = self <= threshold ? +0 : gradOutput ------------------------

// Exact `s <= t` for an integer s and a real t (NaN: false; +-Inf saturate).
bool IntegerAtMost(int64_t s, double t)
{
    if (std::isnan(t)) {
        return false;
    }
    if (t >= 9223372036854775808.0) {
        return true;
    }
    if (t < -9223372036854775808.0) {
        return false;
    }
    return s <= static_cast<int64_t>(std::floor(t));
}

void ThresholdGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType dtype = ctx.inDtypes[1];
    bool atMost;
    if (IsFloating(dtype)) {
        // self widened to float32 (exact), the threshold converted to float32 (as CANN and PyTorch >= 2.0 compare).
        const double threshold32 = ctx.scalar.isInteger ? RoundTo(ACL_FLOAT, static_cast<double>(ctx.scalar.integer))
                                                        : RoundTo(ACL_FLOAT, ctx.scalar.real);
        atMost = in[1].real <= threshold32;
    } else if (ctx.scalar.isInteger) {
        atMost = in[1].integer <= ctx.scalar.integer;
    } else {
        atMost = IntegerAtMost(in[1].integer, ctx.scalar.real);
    }
    out[0].exact = atMost ? 0.0 : in[0].real;
    out[0].ref = atMost ? 0 : in[0].bits;
}

std::vector<aclDataType> SameAsFirst(const std::vector<aclDataType> &in)
{
    return {in.at(0)};
}

aclnnStatus ThresholdPhase1(aclTensor *const *in, const aclScalar *scalar, aclTensor *const *out, uint64_t *ws,
                            aclOpExecutor **ex)
{
    return aclnnThresholdBackwardGetWorkspaceSize(in[0], in[1], scalar, out[0], ws, ex);
}

// --- HardsigmoidBackward: out = -3 < self < 3 ? gradOutput / 6 : 0, in float32 --------

void HardsigmoidGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const aclDataType promoted = PromoteFloating(ctx.inDtypes[0], ctx.inDtypes[1]);
    const aclDataType outDtype = ctx.outDtypes[0];
    const double g = in[0].real;
    const double s = in[1].real;
    const bool inside = s > -3.0 && s < 3.0;  // NaN: outside
    out[0].exact = inside ? g / 6.0 : 0.0;
    if (!inside) {
        out[0].ref = RoundToBits(outDtype, 0.0);
        return;
    }
    // float32 arithmetic: the product of two floats is exact in double, then rounded once.
    const double oneSixth = static_cast<double>(1.0f / 6.0f);
    double r = RoundTo(ACL_FLOAT, g * oneSixth);
    if (promoted == ACL_FLOAT16 || promoted == ACL_BF16) {
        r = RoundTo(promoted, r);
    } else if (promoted == ACL_DOUBLE) {
        r = g * (1.0 / 6.0);
    }
    out[0].ref = RoundToBits(outDtype, r);
}

std::vector<aclDataType> PromotedOf(const std::vector<aclDataType> &in)
{
    return {PromoteFloating(in.at(0), in.at(1))};
}

aclnnStatus HardsigmoidPhase1(aclTensor *const *in, const aclScalar *, aclTensor *const *out, uint64_t *ws,
                              aclOpExecutor **ex)
{
    return aclnnHardsigmoidBackwardGetWorkspaceSize(in[0], in[1], out[0], ws, ex);
}

// --- ReluV2: out = max(x, 0) as CANN's golden: +0 where x <= 0 (-0 included), NaN kept; mask bit = x > 0
// -------------------------------------------------------------------------------------------------

void ReluV2Golden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const bool floating = IsFloating(ctx.inDtypes[0]);
    const bool positive = floating ? in[0].real > 0.0 : in[0].integer > 0;
    const bool zeroed = floating ? in[0].real <= 0.0 : in[0].integer <= 0;  // NaN compares false: kept
    out[0].exact = zeroed ? 0.0 : in[0].real;
    out[0].ref = zeroed ? 0 : in[0].bits;
    out[1].exact = positive ? 1.0 : 0.0;
    out[1].ref = positive ? 1 : 0;
}

std::vector<aclDataType> ReluV2Outputs(const std::vector<aclDataType> &in)
{
    return {in.at(0), ACL_UINT1};
}

aclnnStatus ReluV2Phase1(aclTensor *const *in, const aclScalar *, aclTensor *const *out, uint64_t *ws,
                         aclOpExecutor **ex)
{
    return aclnnReluV2GetWorkspaceSize(in[0], out[0], out[1], ws, ex);
}

// --- ReluGradV2: backprops = mask bit ? gradients : +0 ----------------------------------

void ReluGradV2Golden(const GoldenContext &, const ElementIn *in, ElementOut *out)
{
    const bool pass = in[1].integer != 0;
    out[0].exact = pass ? in[0].real : 0.0;
    out[0].ref = pass ? in[0].bits : 0;
}

aclnnStatus ReluGradV2Phase1(aclTensor *const *in, const aclScalar *, aclTensor *const *out, uint64_t *ws,
                             aclOpExecutor **ex)
{
    return aclnnReluGradV2GetWorkspaceSize(in[0], in[1], out[0], ws, ex);
}

}  // namespace

aclDataType PromoteFloating(aclDataType a, aclDataType b)
{
    if (a == b) {
        return a;
    }
    if (a == ACL_DOUBLE || b == ACL_DOUBLE) {
        return ACL_DOUBLE;
    }
    if (IsFloating(a) && !IsFloating(b)) {
        return a;
    }
    if (IsFloating(b) && !IsFloating(a)) {
        return b;
    }
    return ACL_FLOAT;  // FLOAT with a 16-bit type, or FLOAT16 with BF16
}

const std::vector<OpDef> &AllOperators()
{
    static const std::vector<OpDef> ops = {
        {"aclnnThresholdBackward",
         {{"gradOutput", "grad_output", "grad", "dy"}, {"self", "x", "input"}},
         {"threshold"},
         {"out"},
         true,
         SameAsFirst,
         ThresholdPhase1,
         aclnnThresholdBackward,
         ThresholdGolden},
        {"aclnnHardsigmoidBackward",
         {{"gradOutput", "grad_output", "grad", "dy"}, {"self", "x", "input"}},
         {},
         {"out"},
         false,
         PromotedOf,
         HardsigmoidPhase1,
         aclnnHardsigmoidBackward,
         HardsigmoidGolden},
        {"aclnnReluV2",
         {{"self", "x", "input", "features"}},
         {},
         {"out", "mask"},
         false,
         ReluV2Outputs,
         ReluV2Phase1,
         aclnnReluV2,
         ReluV2Golden,
         -1,
         1},
        {"aclnnReluGradV2",
         {{"gradients", "grad", "gradOutput", "dy"}, {"mask"}},
         {},
         {"backprops"},
         false,
         SameAsFirst,
         ReluGradV2Phase1,
         aclnnReluGradV2,
         ReluGradV2Golden,
         1},
    };
    return ops;
}

const OpDef *FindOperator(const TestCase &c)
{
    for (const OpDef &op : AllOperators()) {
        if (!c.op.empty() && c.op == op.aclnnName) {
            return &op;
        }
    }
    if (!c.op.empty()) {
        return nullptr;
    }
    // No aclnn_name: recognise the api_type or the PyTorch name.
    const std::string key = Lower(c.apiType + " " + c.name);
    auto has = [&](const char *s) { return key.find(s) != std::string::npos; };
    if (has("relu_grad_v2") || has("relugradv2")) {
        return &AllOperators()[3];
    }
    if (has("relu_v2") || has("reluv2")) {
        return &AllOperators()[2];
    }
    if (has("hardsigmoid") || has("hard_sigmoid")) {
        return &AllOperators()[1];
    }
    if (has("threshold")) {
        return &AllOperators()[0];
    }
    return nullptr;
}

}  // namespace accuracy
