// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThresholdBackward in the operator table: out = self <= threshold ? +0 : gradOutput.
#include <cmath>

#include "aclnnop/aclnn_threshold_backward.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

using accuracy::IsFloating;
using accuracy::RoundTo;
using accuracy::RoundToBits;

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
    const ScalarIn &threshold = ctx.scalars[0];
    bool atMost;
    if (IsFloating(dtype)) {
        // self widened to float32 (exact), the threshold converted to float32 (as CANN and PyTorch >= 2.0 compare).
        const double threshold32 = threshold.isInteger ? RoundTo(ACL_FLOAT, static_cast<double>(threshold.integer))
                                                       : RoundTo(ACL_FLOAT, threshold.real);
        atMost = in[1].real <= threshold32;
    } else if (threshold.isInteger) {
        atMost = in[1].integer <= threshold.integer;
    } else {
        atMost = IntegerAtMost(in[1].integer, threshold.real);
    }
    out[0].exact = atMost ? 0.0 : in[0].real;
    out[0].ref = atMost ? 0 : in[0].bits;
}

aclnnStatus ThresholdPhase1(aclTensor *const *in, const aclScalar *const *scalars, aclTensor *const *out, uint64_t *ws,
                            aclOpExecutor **ex)
{
    return aclnnThresholdBackwardGetWorkspaceSize(in[0], in[1], scalars[0], out[0], ws, ex);
}

}  // namespace

OperatorDef ThresholdBackwardOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnThresholdBackward";
    def.tensorInputs = {{"gradOutput", "grad_output", "grad", "dy"}, {"self", "x", "input"}};
    def.scalarInputs = {{"threshold"}};
    def.outputs = {"out"};
    def.broadcasts = true;
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = ThresholdPhase1;
    def.phase2 = aclnnThresholdBackward;
    def.golden = ThresholdGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64};
    def.socListsDependOnArguments = true;  // INT64 on Ascend950 only with threshold 0
    def.apiTypes = {"thresholdbackward", "threshold_backward"};
    def.arithmetic = false;  // selects only
    return def;
}

}  // namespace optable
