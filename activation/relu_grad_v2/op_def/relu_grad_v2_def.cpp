// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnReluGradV2 in the operator table: backprops = mask bit ? gradients : +0.
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "operator_def.h"

namespace optable {
namespace {

void ReluGradV2Golden(const GoldenContext &, const ElementIn *in, ElementOut *out)
{
    const bool pass = in[1].integer != 0;
    out[0].exact = pass ? in[0].real : 0.0;
    out[0].ref = pass ? in[0].bits : 0;
}

aclnnStatus ReluGradV2Phase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                             aclOpExecutor **ex)
{
    return aclnnReluGradV2GetWorkspaceSize(in[0], in[1], out[0], ws, ex);
}

}  // namespace

OperatorDef ReluGradV2Operator()
{
    OperatorDef def;
    def.aclnnName = "aclnnReluGradV2";
    def.tensorInputs = {{"gradients", "grad", "gradOutput", "dy"}, {"mask"}};
    def.outputs = {"backprops"};
    def.defaultOutputDtypes = SameAsFirstInput;
    def.phase1 = ReluGradV2Phase1;
    def.phase2 = aclnnReluGradV2;
    def.golden = ReluGradV2Golden;
    def.bitsInput = 1;
    def.dtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32};
    def.socProfilesWithout = {"Ascend910", "Ascend910B", "Ascend910_93"};
    def.apiTypes = {"relu_grad_v2", "relugradv2"};
    def.arithmetic = false;
    def.fullWidthCounterpart = "aclnnThresholdBackward";
    return def;  // at threshold 0 it computes the same from the full-width input
}

}  // namespace optable
