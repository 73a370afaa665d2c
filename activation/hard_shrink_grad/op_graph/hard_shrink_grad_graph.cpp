// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardShrinkGrad in graph mode: aclnnHardshrinkBackward with the node's lambd attribute as a FLOAT scalar
// (backprops in gradients' dtype and shape).
#include "aclnnop/aclnn_hardshrink_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunHardShrinkGrad(const OperatorImpl &node, const Values &in, Values *out)
{
    float lambd = FloatAttr(node, "lambd", 0.5f);
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    aclScalar *scalar = aclCreateScalar(&lambd, ACL_FLOAT);
    std::string error = RunOnViews(
        {&in[0], &in[1], &(*out)[0]},
        [scalar](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardshrinkBackwardGetWorkspaceSize(v[0], v[1], scalar, v[2], ws, ex);
        },
        aclnnHardshrinkBackward);
    aclDestroyScalar(scalar);
    return error;
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_hard_shrink_grad()
{
    return {{"HardShrinkGrad", RunHardShrinkGrad}};
}

}  // namespace ge
