// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnReluV2 in the operator table: out = max(x, 0) as CANN's golden: +0 where x <= 0 (-0 included), NaN
// kept; mask bit = x > 0.
#include "aclnnop/aclnn_relu_v2.h"
#include "dtypes.h"
#include "operator_def.h"

namespace optable {
namespace {

using accuracy::IsFloating;

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

aclnnStatus ReluV2Phase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                         aclOpExecutor **ex)
{
    return aclnnReluV2GetWorkspaceSize(in[0], out[0], out[1], ws, ex);
}

}  // namespace

OperatorDef ReluV2Operator()
{
    OperatorDef def;
    def.aclnnName = "aclnnReluV2";
    def.tensorInputs = {{"self", "x", "input", "features"}};
    def.outputs = {"out", "mask"};
    def.defaultOutputDtypes = ReluV2Outputs;
    def.phase1 = ReluV2Phase1;
    def.phase2 = aclnnReluV2;
    def.golden = ReluV2Golden;
    def.bitsOutput = 1;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64};
    def.socProfilesWithout = {"Ascend910", "Ascend910B", "Ascend910_93"};
    def.apiTypes = {"relu_v2", "reluv2"};
    def.arithmetic = false;
    return def;
}

}  // namespace optable
