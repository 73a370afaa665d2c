// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardSigmoid in graph mode: aclnnHardsigmoid (output_y in input_x's dtype and shape), which is the default
// hard sigmoid only: alpha 1/6 (the prototype's default 0.16666666 included), beta 1/2.
#include <cmath>

#include "aclnnop/aclnn_hardsigmoid.h"
#include "node_runner.h"

namespace ge {
namespace {

std::string RunHardSigmoid(const OperatorImpl &node, const Values &in, Values *out)
{
    if (std::fabs(FloatAttr(node, "alpha", 1.0f / 6.0f) - 1.0f / 6.0f) > 1e-7f ||
        FloatAttr(node, "beta", 0.5f) != 0.5f) {
        return "only alpha = 1/6 and beta = 0.5 are supported";
    }
    return RunLikeFirstInput(
        node, in, out, {0}, {},
        [](aclTensor *const *v, aclScalar *const *, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardsigmoidGetWorkspaceSize(v[0], v[1], ws, ex);
        },
        aclnnHardsigmoid);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_hard_sigmoid()
{
    return {{"HardSigmoid", RunHardSigmoid}};
}

}  // namespace ge
