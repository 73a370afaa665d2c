// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHeaviside in the operator table: out = values where input is 0 (+0 or -0), 1 where input > 0 (+Inf
// included), +0 where input < 0 or is NaN; input, values and out of one dtype, input and values broadcast.
#include <cmath>

#include "aclnnop/aclnn_heaviside.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void HeavisideGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const double x = in[0].real;
    if (x == 0.0) {
        out[0].exact = in[1].real;
        out[0].ref = in[1].bits;
        return;
    }
    out[0].exact = x > 0.0 ? 1.0 : 0.0;  // NaN: 0
    out[0].ref = accuracy::RoundToBits(ctx.outDtypes[0], out[0].exact);
}

aclnnStatus HeavisidePhase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                            aclOpExecutor **ex)
{
    return aclnnHeavisideGetWorkspaceSize(in[0], in[1], out[0], ws, ex);
}

}  // namespace

OperatorDef HeavisideOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnHeaviside";
    def.tensorInputs = {{"input", "self", "x"}, {"values", "other"}};
    def.outputs = {"out"};
    def.broadcasts = true;
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = HeavisidePhase1;
    def.phase2 = aclnnHeaviside;
    def.golden = HeavisideGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    def.socProfilesWithout = {"Ascend910", "Ascend950"};
    def.apiTypes = {"heaviside"};
    def.arithmetic = false;  // selects only
    return def;
}

}  // namespace optable
