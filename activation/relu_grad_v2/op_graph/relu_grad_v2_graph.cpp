// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ReluGradV2 in graph mode: aclnnReluGradV2 over the node's tensors.
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunReluGradV2(const OperatorImpl &node, const Values &in, Values *out)
{
    const DataType maskType = in[1].GetTensorDesc().GetDataType();
    if (maskType != DT_UINT1 && maskType != DT_UINT8) {
        return "input mask must be DT_UINT1 (or DT_UINT8 holding packed bytes)";
    }
    return RunLikeFirstInput(
        node, in, out, {0, 1}, {},
        [](aclTensor *const *v, aclScalar *const *, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnReluGradV2GetWorkspaceSize(v[0], v[1], v[2], ws, ex);
        },
        aclnnReluGradV2);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_relu_grad_v2()
{
    return {{"ReluGradV2", RunReluGradV2}};
}

}  // namespace ge
