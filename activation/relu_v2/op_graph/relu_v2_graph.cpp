// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ReluV2 in graph mode: aclnnReluV2 over the node's tensors (output y in the input's dtype, mask UINT1).
#include "aclnnop/aclnn_relu_v2.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunReluV2(const OperatorImpl &, const Values &in, Values *out)
{
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    out->push_back(NewOutput(d.GetShape(), DT_UINT1));
    return RunOnViews(
        {&in[0], &(*out)[0], &(*out)[1]},
        [](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnReluV2GetWorkspaceSize(v[0], v[1], v[2], ws, ex);
        },
        aclnnReluV2);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_relu_v2()
{
    return {{"ReluV2", RunReluV2}};
}

}  // namespace ge
