// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardShrink in graph mode: aclnnHardshrink with the node's lambd attribute as a FLOAT scalar (output_y
// in input_x's dtype and shape).
#include "aclnnop/aclnn_hardshrink.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunHardShrink(const OperatorImpl &node, const Values &in, Values *out)
{
    float lambd = FloatAttr(node, "lambd", 0.5f);
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    aclScalar *scalar = aclCreateScalar(&lambd, ACL_FLOAT);
    std::string error = RunOnViews(
        {&in[0], &(*out)[0]},
        [scalar](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardshrinkGetWorkspaceSize(v[0], scalar, v[1], ws, ex);
        },
        aclnnHardshrink);
    aclDestroyScalar(scalar);
    return error;
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_hard_shrink()
{
    return {{"HardShrink", RunHardShrink}};
}

}  // namespace ge
