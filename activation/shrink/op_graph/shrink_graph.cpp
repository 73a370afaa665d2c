// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Shrink in graph mode: aclnnShrink with the node's lambd and bias attributes as FLOAT scalars (output_y in
// input_x's dtype and shape).
#include "aclnnop/aclnn_shrink.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunShrink(const OperatorImpl &node, const Values &in, Values *out)
{
    float lambd = FloatAttr(node, "lambd", 0.5f);
    float bias = FloatAttr(node, "bias", 0.0f);
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    aclScalar *lambdScalar = aclCreateScalar(&lambd, ACL_FLOAT);
    aclScalar *biasScalar = aclCreateScalar(&bias, ACL_FLOAT);
    std::string error = RunOnViews(
        {&in[0], &(*out)[0]},
        [lambdScalar, biasScalar](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnShrinkGetWorkspaceSize(v[0], lambdScalar, biasScalar, v[1], ws, ex);
        },
        aclnnShrink);
    aclDestroyScalar(lambdScalar);
    aclDestroyScalar(biasScalar);
    return error;
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_shrink()
{
    return {{"Shrink", RunShrink}};
}

}  // namespace ge
