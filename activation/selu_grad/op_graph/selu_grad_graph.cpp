// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SeluGrad in graph mode: aclnnSeluBackward(gradients, outputs) over the node's tensors (y in gradients' dtype and
// shape).
#include "aclnnop/aclnn_selu_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunSeluGrad(const OperatorImpl &node, const Values &in, Values *out)
{
    return RunLikeFirstInput(
        node, in, out, {0, 1}, {},
        [](aclTensor *const *v, aclScalar *const *, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSeluBackwardGetWorkspaceSize(v[0], v[1], v[2], ws, ex);
        },
        aclnnSeluBackward);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_selu_grad()
{
    return {{"SeluGrad", RunSeluGrad}};
}

}  // namespace ge
