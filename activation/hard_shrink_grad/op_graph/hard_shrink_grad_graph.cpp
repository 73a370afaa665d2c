// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardShrinkGrad in graph mode: aclnnHardshrinkBackward with the node's lambd attribute as a FLOAT scalar
// (backprops in gradients' dtype and shape).
#include "aclnnop/aclnn_hardshrink_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunHardShrinkGrad(const OperatorImpl &node, const Values &in, Values *out)
{
    return RunLikeFirstInput(
        node, in, out, {0, 1}, {{"lambd", 0.5f}},
        [](aclTensor *const *v, aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardshrinkBackwardGetWorkspaceSize(v[0], v[1], s[0], v[2], ws, ex);
        },
        aclnnHardshrinkBackward);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_hard_shrink_grad()
{
    return {{"HardShrinkGrad", RunHardShrinkGrad}};
}

}  // namespace ge
