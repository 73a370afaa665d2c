// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Shrink in graph mode (the prototype from the generated aggregate header CANN programs include): a session runs
// Data -> Shrink with lambd and bias attributes (and with the defaults, 0.5 and 0) and gives aclnnShrink's bits;
// a dtype aclnnShrink refuses fails the run with its message.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "common/graph_run.h"
#include "nonlinear_fuc_ops.h"

namespace aclp_test {
namespace {

const auto kConnect = [](ge::op::Shrink &node, ge::Operator &x) { node.set_input_input_x(x); };

TEST(ShrinkGraph, GivesAclnnShrinksBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    const std::vector<float> x = {-2.5f, -0.0f, 0.5f, -0.5f, nan, -inf, inf, 0.75f, -1e-40f, 1.0f};
    for (const auto &[lambd, bias] : {std::pair<float, float>{1.0f, -0.25f}, {0.5f, 0.0f}}) {
        ge::op::Shrink node("shrink");
        if (lambd != 0.5f) {
            node.set_attr_lambd(lambd).set_attr_bias(bias);  // 0.5 and 0 are the prototype's defaults
        }
        const std::vector<float> y = RunOneNodeGraphOnFloats(node, kConnect, {2, 5}, x);
        for (size_t i = 0; i < x.size(); ++i) {
            const float want = x[i] > lambd ? x[i] - bias : x[i] < -lambd ? x[i] + bias : 0.0f;
            EXPECT_EQ(std::memcmp(&y[i], &want, 4), 0) << i << ": " << y[i] << " lambd " << lambd;
        }
    }
}

TEST(ShrinkGraph, ADtypeAclnnShrinkRefusesFailsTheRun)
{
    ge::op::Shrink node("shrink");
    ExpectInt32InputFailsTheRun(node, kConnect);
}

}  // namespace
}  // namespace aclp_test
