// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardtanhGrad in graph mode: aclnnHardtanhBackward(grad, result, min_val, max_val) with the node's attributes
// as FLOAT scalars (y in result's dtype and shape).
#include "aclnnop/aclnn_hardtanh_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunHardtanhGrad(const OperatorImpl &node, const Values &in, Values *out)
{
    float min = FloatAttr(node, "min_val", -1.0f);
    float max = FloatAttr(node, "max_val", 1.0f);
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    aclScalar *minScalar = aclCreateScalar(&min, ACL_FLOAT);
    aclScalar *maxScalar = aclCreateScalar(&max, ACL_FLOAT);
    std::string error = RunOnViews(
        {&in[1], &in[0], &(*out)[0]},
        [minScalar, maxScalar](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardtanhBackwardGetWorkspaceSize(v[0], v[1], minScalar, maxScalar, v[2], ws, ex);
        },
        aclnnHardtanhBackward);
    aclDestroyScalar(minScalar);
    aclDestroyScalar(maxScalar);
    return error;
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_hardtanh_grad()
{
    return {{"HardtanhGrad", RunHardtanhGrad}};
}

}  // namespace ge
