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
    return RunLikeFirstInput(
        node, in, out, {0}, {{"negative_slope", 0.0f}},
        [](aclTensor *const *v, aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnLeakyReluGetWorkspaceSize(v[0], s[0], v[1], ws, ex);
        },
        aclnnLeakyRelu);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_leaky_relu()
{
    return {{"LeakyRelu", RunLeakyRelu}};
}

}  // namespace ge
