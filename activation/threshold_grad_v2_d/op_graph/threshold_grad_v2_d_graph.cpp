// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ThresholdGradV2D in graph mode: aclnnThresholdBackward with the node's threshold attribute as a FLOAT
// scalar.
#include "aclnnop/aclnn_threshold_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunThresholdGradV2D(const OperatorImpl &node, const Values &in, Values *out)
{
    return RunLikeFirstInput(
        node, in, out, {0, 1}, {{"threshold", 0.0f}},
        [](aclTensor *const *v, aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnThresholdBackwardGetWorkspaceSize(v[0], v[1], s[0], v[2], ws, ex);
        },
        aclnnThresholdBackward);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_threshold_grad_v2_d()
{
    return {{"ThresholdGradV2D", RunThresholdGradV2D}};
}

}  // namespace ge
