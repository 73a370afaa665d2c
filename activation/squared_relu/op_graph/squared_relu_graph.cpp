// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SquaredRelu in graph mode: aclnnSquaredRelu over the node's tensors (y in x's dtype and shape).
#include "aclnnop/aclnn_squared_relu.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunSquaredRelu(const OperatorImpl &node, const Values &in, Values *out)
{
    return RunLikeFirstInput(
        node, in, out, {0}, {},
        [](aclTensor *const *v, aclScalar *const *, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSquaredReluGetWorkspaceSize(v[0], v[1], ws, ex);
        },
        aclnnSquaredRelu);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_squared_relu()
{
    return {{"SquaredRelu", RunSquaredRelu}};
}

}  // namespace ge
