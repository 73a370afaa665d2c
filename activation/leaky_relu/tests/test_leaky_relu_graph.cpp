// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// LeakyRelu in graph mode (the prototype from the generated aggregate header CANN programs include): a
// session runs Data -> LeakyRelu with a negative_slope attribute (and with the default, 0) and gives
// aclnnLeakyRelu's bits; a dtype aclnnLeakyRelu refuses fails the run with its message.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "common/graph_run.h"
#include "nonlinear_fuc_ops.h"

namespace aclp_test {
namespace {

const auto kConnect = [](ge::op::LeakyRelu &node, ge::Operator &data) { node.set_input_x(data); };

TEST(LeakyReluGraph, DataToLeakyReluGivesAclnnLeakyRelusBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    const std::vector<float> x = {-2.5f, -0.0f, 0.0f, 1.0f, nan, -inf, inf, 1e-40f, -1e-40f, -3.0f};
    for (float slope : {0.2f, 0.0f}) {
        ge::op::LeakyRelu node("leaky_relu");
        if (slope != 0.0f) {
            node.set_attr_negative_slope(slope);  // 0 is the prototype's default
        }
        const std::vector<float> y = RunOneNodeGraphOnFloats(node, kConnect, {2, 5}, x);
        for (size_t i = 0; i < x.size(); ++i) {
            if (std::isnan(x[i])) {
                EXPECT_TRUE(std::isnan(y[i])) << i;
                continue;
            }
            const float want = x[i] > 0.0f ? x[i] : x[i] * slope;
            EXPECT_EQ(std::memcmp(&y[i], &want, 4), 0) << i << ": " << y[i] << " slope " << slope;
        }
    }
}

TEST(LeakyReluGraph, ADtypeAclnnLeakyReluRefusesFailsTheRun)
{
    ge::op::LeakyRelu node("leaky_relu");
    ExpectInt32InputFailsTheRun(node, kConnect);
}

}  // namespace
}  // namespace aclp_test
