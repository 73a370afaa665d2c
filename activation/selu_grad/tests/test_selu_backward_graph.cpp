// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SeluGrad in graph mode (the prototype from the generated aggregate header CANN programs include): a session runs
// Data, Data -> SeluGrad and gives aclnnSeluBackward's bits; a dtype aclnnSeluBackward refuses fails the run with
// its message.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "common/graph_run.h"
#include "nonlinear_fuc_ops.h"

namespace aclp_test {
namespace {

const auto kConnect = [](ge::op::SeluGrad &node, ge::Operator &g, ge::Operator &y) {
    node.set_input_gradients(g).set_input_outputs(y);
};

TEST(SeluGradGraph, GivesAclnnSeluBackwardsBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const std::vector<float> g = {1.0f, 2.0f, -3.0f, 4.0f, 5.0f, 6.0f, -0.0f, 8.0f, 9.0f, 10.0f};
    const std::vector<float> y = {-1.5f, -0.0f, 0.0f, 0.5f, nan, -1.7580993f, 3.0f, -1e-40f, 1e30f, -0.25f};
    ge::op::SeluGrad node("selu_grad");
    const std::vector<float> out = RunTwoInputGraphOnFloats(node, kConnect, {2, 5}, g, {2, 5}, y);
    for (size_t i = 0; i < g.size(); ++i) {
        const float want = y[i] <= 0.0f ? g[i] * (y[i] + 1.7580993408473768599402175208123f)
                                        : g[i] * 1.0507009873554804934193349852946f;
        EXPECT_EQ(std::memcmp(&out[i], &want, 4), 0) << i << ": " << out[i];
    }
}

TEST(SeluGradGraph, ADtypeAclnnSeluBackwardRefusesFailsTheRun)
{
    const std::vector<int64_t> v = {1, -2, 3, -4};
    ge::op::SeluGrad node("selu_grad");
    std::vector<ge::Tensor> outputs;
    const ge::Tensor t = HostTensor({4}, ge::DT_INT64, v.data(), 32);
    EXPECT_EQ(RunTwoInputGraph(node, kConnect, t, t, &outputs), ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString()).find("INT64"), std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();
}

}  // namespace
}  // namespace aclp_test
