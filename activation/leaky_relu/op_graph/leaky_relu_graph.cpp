// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// LeakyRelu in graph mode: aclnnLeakyRelu with the node's negative_slope attribute as a FLOAT scalar (y in
// x's dtype and shape).
#include "aclnnop/aclnn_leaky_relu.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunLeakyRelu(const OperatorImpl &node, const Values &in, Values *out)
{
    float slope = FloatAttr(node, "negative_slope", 0.0f);
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    aclScalar *scalar = aclCreateScalar(&slope, ACL_FLOAT);
    std::string error = RunOnViews(
        {&in[0], &(*out)[0]},
        [scalar](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnLeakyReluGetWorkspaceSize(v[0], scalar, v[1], ws, ex);
        },
        aclnnLeakyRelu);
    aclDestroyScalar(scalar);
    return error;
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_leaky_relu()
{
    return {{"LeakyRelu", RunLeakyRelu}};
}

}  // namespace ge
