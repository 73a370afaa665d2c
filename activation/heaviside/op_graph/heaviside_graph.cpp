// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Heaviside in graph mode: aclnnHeaviside over the node's tensors (output of input's dtype and of the broadcast
// shape of input and values; where they do not broadcast, of input's shape, and aclnnHeaviside says why the run
// fails).
#include <algorithm>
#include <vector>

#include "aclnnop/aclnn_heaviside.h"
#include "node_runner.h"

namespace ge {
namespace {

std::vector<int64_t> BroadcastDims(const std::vector<int64_t> &a, const std::vector<int64_t> &b)
{
    std::vector<int64_t> out(std::max(a.size(), b.size()));
    for (size_t i = 0; i < out.size(); ++i) {
        const int64_t da = i < a.size() ? a[a.size() - 1 - i] : 1;
        const int64_t db = i < b.size() ? b[b.size() - 1 - i] : 1;
        if (da != db && da != 1 && db != 1) {
            return a;
        }
        out[out.size() - 1 - i] = da == 1 ? db : da;
    }
    return out;
}

std::string RunHeaviside(const OperatorImpl &, const Values &in, Values *out)
{
    const TensorDesc d = in[0].GetTensorDesc();
    const std::vector<int64_t> dims = BroadcastDims(d.GetShape().GetDims(), in[1].GetTensorDesc().GetShape().GetDims());
    out->push_back(NewOutput(Shape(dims), d.GetDataType()));
    return RunOnViews(
        {&in[0], &in[1], &(*out)[0]},
        [](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHeavisideGetWorkspaceSize(v[0], v[1], v[2], ws, ex);
        },
        aclnnHeaviside);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_heaviside()
{
    return {{"Heaviside", RunHeaviside}};
}

}  // namespace ge
