// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// LeakyReluGrad in graph mode: aclnnLeakyReluBackward(gradients, features) with the node's negative_slope attribute as
// a FLOAT scalar and selfIsResult false (backprops in gradients' dtype and the broadcast shape).
#include "aclnnop/aclnn_leaky_relu_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunLeakyReluGrad(const OperatorImpl &node, const Values &in, Values *out)
{
    float slope = FloatAttr(node, "negative_slope", 0.0f);
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    aclScalar *scalar = aclCreateScalar(&slope, ACL_FLOAT);
    std::string error = RunOnViews(
        {&in[0], &in[1], &(*out)[0]},
        [scalar](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnLeakyReluBackwardGetWorkspaceSize(v[0], v[1], scalar, false, v[2], ws, ex);
        },
        aclnnLeakyReluBackward);
    aclDestroyScalar(scalar);
    return error;
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_leaky_relu_grad()
{
    return {{"LeakyReluGrad", RunLeakyReluGrad}};
}

}  // namespace ge
