// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardShrink in graph mode: aclnnHardshrink with the node's lambd attribute as a FLOAT scalar (output_y
// in input_x's dtype and shape).
#include "aclnnop/aclnn_hardshrink.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunHardShrink(const OperatorImpl &node, const Values &in, Values *out)
{
    return RunLikeFirstInput(
        node, in, out, {0}, {{"lambd", 0.5f}},
        [](aclTensor *const *v, aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardshrinkGetWorkspaceSize(v[0], s[0], v[1], ws, ex);
        },
        aclnnHardshrink);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_hard_shrink()
{
    return {{"HardShrink", RunHardShrink}};
}

}  // namespace ge
