// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardSigmoidGrad in graph mode: aclnnHardsigmoidBackward, which is the default hard sigmoid only.
#include <cmath>

#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunHardSigmoidGrad(const OperatorImpl &node, const Values &in, Values *out)
{
    // aclnnHardsigmoidBackward is the default hard sigmoid (alpha 1/6, beta 1/2).
    if (std::fabs(FloatAttr(node, "alpha", 1.0f / 6.0f) - 1.0f / 6.0f) > 1e-7f ||
        FloatAttr(node, "beta", 0.5f) != 0.5f) {
        return "only alpha = 1/6 and beta = 0.5 are supported";
    }
    const TensorDesc d = in[1].GetTensorDesc();
    const DataType outType = in[0].GetTensorDesc().GetDataType() == d.GetDataType() ? d.GetDataType() : DT_FLOAT;
    out->push_back(NewOutput(d.GetShape(), outType));
    return RunOnViews(
        {&in[0], &in[1], &(*out)[0]},
        [](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardsigmoidBackwardGetWorkspaceSize(v[0], v[1], v[2], ws, ex);
        },
        aclnnHardsigmoidBackward);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_hard_sigmoid_grad()
{
    return {{"HardSigmoidGrad", RunHardSigmoidGrad}};
}

}  // namespace ge
