// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SigmoidGrad in graph mode: aclnnSigmoidBackward(dy, y) over the node's tensors (z in y's dtype and shape).
#include "aclnnop/aclnn_sigmoid_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunSigmoidGrad(const OperatorImpl &, const Values &in, Values *out)
{
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    return RunOnViews(
        {&in[1], &in[0], &(*out)[0]},
        [](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSigmoidBackwardGetWorkspaceSize(v[0], v[1], v[2], ws, ex);
        },
        aclnnSigmoidBackward);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_sigmoid_grad()
{
    return {{"SigmoidGrad", RunSigmoidGrad}};
}

}  // namespace ge
