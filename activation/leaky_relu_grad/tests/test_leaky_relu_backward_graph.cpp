// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// LeakyReluGrad in graph mode (the prototype from the generated aggregate header CANN programs include): a session
// runs Data, Data -> LeakyReluGrad (inputs gradients and features) with a negative_slope attribute (and with the
// default, 0) and gives aclnnLeakyReluBackward's bits; a dtype aclnnLeakyReluBackward refuses fails the run with its
// message.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "common/graph_run.h"
#include "nonlinear_fuc_ops.h"

namespace aclp_test {
namespace {

const auto kConnect = [](ge::op::LeakyReluGrad &node, ge::Operator &gradients, ge::Operator &features) {
    node.set_input_gradients(gradients).set_input_features(features);
};

TEST(LeakyReluGradGraph, GivesAclnnLeakyReluBackwardsBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    const std::vector<float> g = {1.0f, 2.0f, 3.0f, -4.0f, 5.0f, -6.0f, 7.0f, inf, -0.0f, 10.0f};
    const std::vector<float> x = {-2.5f, -0.0f, 0.0f, 1.0f, nan, -inf, inf, 1e-40f, -1e-40f, -3.0f};
    for (float slope : {0.2f, 0.0f}) {
        ge::op::LeakyReluGrad node("leaky_relu_grad");
        if (slope != 0.0f) {
            node.set_attr_negative_slope(slope);  // 0 is the prototype's default
        }
        const std::vector<float> out = RunTwoInputGraphOnFloats(node, kConnect, {2, 5}, g, {2, 5}, x);
        for (size_t i = 0; i < g.size(); ++i) {
            const float want = x[i] > 0.0f ? g[i] : g[i] * slope;
            EXPECT_EQ(std::memcmp(&out[i], &want, 4), 0) << i << ": " << out[i] << " slope " << slope;
        }
    }
}

TEST(LeakyReluGradGraph, ADtypeAclnnLeakyReluBackwardRefusesFailsTheRun)
{
    ge::op::LeakyReluGrad node("leaky_relu_grad");
    ExpectInt32InputsFailTheRun(node, kConnect);
}

}  // namespace
}  // namespace aclp_test
