// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSquaredRelu in the operator table: output = relu(input)^2 with relu(x) = x for x > 0 or NaN, +0 otherwise;
// the square is exact in double and rounded once to the dtype (CANN's kernel squares in float32, where the square
// of a FLOAT16 or BFLOAT16 value is exact, and rounds once).
#include <cmath>

#include "aclnnop/aclnn_squared_relu.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

void SquaredReluGolden(const GoldenContext &ctx, const ElementIn *in, ElementOut *out)
{
    const double x = in[0].real;
    const double r = x > 0.0 || std::isnan(x) ? x : 0.0;
    out[0].exact = r * r;  // exact for float32 inputs: 48 significant bits
    out[0].ref = accuracy::RoundToBits(ctx.outDtypes[0], r * r);
}

aclnnStatus SquaredReluPhase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                              aclOpExecutor **ex)
{
    return aclnnSquaredReluGetWorkspaceSize(in[0], out[0], ws, ex);
}

}  // namespace

OperatorDef SquaredReluOperator()
{
    OperatorDef def;
    def.aclnnName = "aclnnSquaredRelu";
    def.tensorInputs = {{"input", "x", "self"}};
    def.outputs = {"output"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = SquaredReluPhase1;
    def.phase2 = aclnnSquaredRelu;
    def.golden = SquaredReluGolden;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
    def.socProfilesWithout = {"Ascend910"};
    def.apiTypes = {"squared_relu", "squaredrelu"};
    def.arithmetic = true;  // multiplies
    return def;
}

}  // namespace optable
