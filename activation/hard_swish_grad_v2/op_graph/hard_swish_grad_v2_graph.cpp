// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardSwishGradV2 in graph mode: aclnnHardswishBackwardV2(gradOutput, self) over the node's tensors (out in
// gradOutput's dtype and shape).
#include "aclnnop/aclnn_hardswish_backward_v2.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunHardSwishGradV2(const OperatorImpl &node, const Values &in, Values *out)
{
    return RunLikeFirstInput(
        node, in, out, {0, 1}, {},
        [](aclTensor *const *v, aclScalar *const *, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardswishBackwardV2GetWorkspaceSize(v[0], v[1], v[2], ws, ex);
        },
        aclnnHardswishBackwardV2);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_hard_swish_grad_v2()
{
    return {{"HardSwishGradV2", RunHardSwishGradV2}};
}

}  // namespace ge
