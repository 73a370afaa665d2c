// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardtanhGrad in graph mode: aclnnHardtanhBackward(grad, result, min_val, max_val) with the node's attributes
// as FLOAT scalars (y in result's dtype and shape).
#include "aclnnop/aclnn_hardtanh_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunHardtanhGrad(const OperatorImpl &node, const Values &in, Values *out)
{
    return RunLikeFirstInput(
        node, in, out, {1, 0}, {{"min_val", -1.0f}, {"max_val", 1.0f}},
        [](aclTensor *const *v, aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardtanhBackwardGetWorkspaceSize(v[0], v[1], s[0], s[1], v[2], ws, ex);
        },
        aclnnHardtanhBackward);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_hardtanh_grad()
{
    return {{"HardtanhGrad", RunHardtanhGrad}};
}

}  // namespace ge
