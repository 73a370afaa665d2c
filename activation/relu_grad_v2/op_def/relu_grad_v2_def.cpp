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
    return {"aclnnReluGradV2",
            "",
            {{"gradients", "grad", "gradOutput", "dy"}, {"mask"}},
            {},
            {"backprops"},
            false,
            SameAsFirstInput,
            ReluGradV2Phase1,
            aclnnReluGradV2,
            ReluGradV2Golden,
            1,
            -1,
            {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32},
            {"relu_grad_v2", "relugradv2"},
            false,
            "aclnnThresholdBackward"};  // at threshold 0 it computes the same from the full-width input
}

}  // namespace optable
