// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ThresholdGradV2D in graph mode: aclnnThresholdBackward with the node's threshold attribute as a FLOAT
// scalar.
#include "aclnnop/aclnn_threshold_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunThresholdGradV2D(const OperatorImpl &node, const Values &in, Values *out)
{
    float threshold = FloatAttr(node, "threshold", 0.0f);
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    aclScalar *scalar = aclCreateScalar(&threshold, ACL_FLOAT);
    std::string error = RunOnViews(
        {&in[0], &in[1], &(*out)[0]},
        [scalar](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnThresholdBackwardGetWorkspaceSize(v[0], v[1], scalar, v[2], ws, ex);
        },
        aclnnThresholdBackward);
    aclDestroyScalar(scalar);
    return error;
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_threshold_grad_v2_d()
{
    return {{"ThresholdGradV2D", RunThresholdGradV2D}};
}

}  // namespace ge
