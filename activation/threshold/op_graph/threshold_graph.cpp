// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ThresholdV2 in graph mode: aclnnThreshold with the first element of the threshold and value tensors as
// scalars of their dtypes (value 0 in x's dtype when the graph leaves it unconnected); y in x's dtype and
// shape. aclnnThreshold judges the dtypes and whether the scalars fit x's dtype.
//
// Threshold (Caffe's, which has no aclnn entry): y = x > threshold ? 1 : 0 through this folder's two phases
// shaped like an aclnn entry's (op_api/threshold_step.h), the attribute as a FLOAT scalar.
#include <cstdint>
#include <string>

#include "aclnnop/aclnn_threshold.h"
#include "node_runner.h"
#include "op_api/threshold_step.h"

namespace ge {
namespace {

// The first element of `t` as a scalar of its dtype, or an error text naming the input.
std::string FirstElementScalar(const Tensor &t, const char *name, aclScalar **scalar)
{
    const TensorDesc d = t.GetTensorDesc();
    if (d.GetShape().GetShapeSize() < 1 || t.GetSize() == 0) {
        return std::string("input ") + name + " has no element (ThresholdV2 reads its first)";
    }
    *scalar = aclCreateScalar(const_cast<uint8_t *>(t.GetData()), static_cast<aclDataType>(d.GetDataType()));
    if (*scalar == nullptr) {
        return std::string("input ") + name + ": " + aclGetRecentErrMsg();
    }
    return "";
}

std::string RunThresholdV2(const OperatorImpl &node, const Values &in, Values *out)
{
    const TensorDesc d = in[0].GetTensorDesc();
    const bool valueConnected = !node.inputs[2].src.expired();
    aclScalar *threshold = nullptr;
    aclScalar *value = nullptr;
    std::string error = FirstElementScalar(in[1], "threshold", &threshold);
    if (error.empty() && valueConnected) {
        error = FirstElementScalar(in[2], "value", &value);
    } else if (error.empty()) {
        const uint64_t zero = 0;  // 0 in every dtype aclnnThreshold takes
        value = aclCreateScalar(const_cast<uint64_t *>(&zero), static_cast<aclDataType>(d.GetDataType()));
        error = value == nullptr ? std::string("value 0: ") + aclGetRecentErrMsg() : "";
    }
    if (error.empty()) {
        out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
        error = RunOnViews(
            {&in[0], &(*out)[0]},
            [threshold, value](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
                return aclnnThresholdGetWorkspaceSize(v[0], threshold, value, v[1], ws, ex);
            },
            aclnnThreshold);
    }
    aclDestroyScalar(threshold);
    aclDestroyScalar(value);
    return error;
}

std::string RunThreshold(const OperatorImpl &node, const Values &in, Values *out)
{
    return RunLikeFirstInput(
        node, in, out, {0}, {{"threshold", 0.0f}},
        [](aclTensor *const *v, aclScalar *const *s, uint64_t *ws, aclOpExecutor **ex) {
            return aclp::ThresholdStepGetWorkspaceSize(v[0], s[0], v[1], ws, ex);
        },
        aclp::ThresholdStep);
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_threshold()
{
    return {{"ThresholdV2", RunThresholdV2}, {"Threshold", RunThreshold}};
}

}  // namespace ge
