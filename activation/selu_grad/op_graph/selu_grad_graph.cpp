// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SeluGrad in graph mode: aclnnSeluBackward(gradients, outputs) over the node's tensors (y in gradients' dtype and
// shape).
#include "aclnnop/aclnn_selu_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunSeluGrad(const OperatorImpl &, const Values &in, Values *out)
{
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    return RunOnViews(
        {&in[0], &in[1], &(*out)[0]},
        [](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
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
