// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SoftShrinkGrad in graph mode: aclnnSoftshrinkBackward with the node's lambd attribute as a FLOAT scalar
// (output_y in input_grad's dtype and shape).
#include "aclnnop/aclnn_softshrink_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunSoftShrinkGrad(const OperatorImpl &node, const Values &in, Values *out)
{
    return RunLikeFirstInput(
        node, in, out, {0, 1}, {{"lambd", 0.5f}},
        [](aclTensor *const *v, aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSoftshrinkBackwardGetWorkspaceSize(v[0], v[1], s[0], v[2], ws, ex);
        },
        aclnnSoftshrinkBackward);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_soft_shrink_grad()
{
    return {{"SoftShrinkGrad", RunSoftShrinkGrad}};
}

}  // namespace ge
