// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Shrink in graph mode: aclnnShrink with the node's lambd and bias attributes as FLOAT scalars (output_y in
// input_x's dtype and shape).
#include "aclnnop/aclnn_shrink.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunShrink(const OperatorImpl &node, const Values &in, Values *out)
{
    return RunLikeFirstInput(
        node, in, out, {0}, {{"lambd", 0.5f}, {"bias", 0.0f}},
        [](aclTensor *const *v, aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnShrinkGetWorkspaceSize(v[0], s[0], s[1], v[1], ws, ex);
        },
        aclnnShrink);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_shrink()
{
    return {{"Shrink", RunShrink}};
}

}  // namespace ge
