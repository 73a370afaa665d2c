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
    return RunLikeFirstInput(
        node, in, out, {0, 1}, {{"negative_slope", 0.0f}},
        [](aclTensor *const *v, aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnLeakyReluBackwardGetWorkspaceSize(v[0], v[1], s[0], false, v[2], ws, ex);
        },
        aclnnLeakyReluBackward);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_leaky_relu_grad()
{
    return {{"LeakyReluGrad", RunLeakyReluGrad}};
}

}  // namespace ge
