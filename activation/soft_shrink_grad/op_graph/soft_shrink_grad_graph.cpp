// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SoftShrinkGrad in graph mode: aclnnSoftshrinkBackward with the node's lambd attribute as a FLOAT scalar
// (output_y in input_grad's dtype and shape).
#include "aclnnop/aclnn_softshrink_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunSoftShrinkGrad(const OperatorImpl &node, const Values &in, Values *out)
{
    float lambd = FloatAttr(node, "lambd", 0.5f);
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    aclScalar *scalar = aclCreateScalar(&lambd, ACL_FLOAT);
    std::string error = RunOnViews(
        {&in[0], &in[1], &(*out)[0]},
        [scalar](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSoftshrinkBackwardGetWorkspaceSize(v[0], v[1], scalar, v[2], ws, ex);
        },
        aclnnSoftshrinkBackward);
    aclDestroyScalar(scalar);
    return error;
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_soft_shrink_grad()
{
    return {{"SoftShrinkGrad", RunSoftShrinkGrad}};
}

}  // namespace ge
