// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Relu in graph mode: aclnnRelu over the node's tensors (y in x's dtype and shape).
#include "aclnnop/aclnn_relu.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunRelu(const OperatorImpl &node, const Values &in, Values *out)
{
    return RunLikeFirstInput(
        node, in, out, {0}, {},
        [](aclTensor *const *v, aclScalar *const *, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnReluGetWorkspaceSize(v[0], v[1], ws, ex);
        },
        aclnnRelu);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_relu()
{
    return {{"Relu", RunRelu}};
}

}  // namespace ge
