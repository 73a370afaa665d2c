// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardShrinkGrad in graph mode (the prototype from the generated aggregate header CANN programs include): a
// session runs Data, Data -> HardShrinkGrad with a lambd attribute (and with the default, 0.5) and gives
// aclnnHardshrinkBackward's bits; a dtype aclnnHardshrinkBackward refuses fails the run with its message.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "common/graph_run.h"
#include "nonlinear_fuc_ops.h"

namespace aclp_test {
namespace {

// Wires Data g, Data x into the node.
const auto kConnect = [](ge::op::HardShrinkGrad &node, ge::Operator &g, ge::Operator &x) {
    node.set_input_gradients(g).set_input_features(x);
};

TEST(HardShrinkGradGraph, GivesAclnnHardshrinkBackwardsBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    const std::vector<float> x = {-2.5f, -0.0f, 0.5f, -0.5f, nan, -inf, inf, 0.50000006f, -1e-40f, 1.0f};
    const std::vector<float> g = {1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f, -0.0f, 8.0f, 9.0f, 10.0f};
    for (float lambd : {1.0f, 0.5f}) {
        ge::op::HardShrinkGrad node("hard_shrink_grad");
        if (lambd != 0.5f) {
            node.set_attr_lambd(lambd);  // 0.5 is the prototype's default
        }
        const std::vector<float> y = RunTwoInputGraphOnFloats(node, kConnect, {2, 5}, g, {2, 5}, x);
        for (size_t i = 0; i < x.size(); ++i) {
            const float want = std::fabs(x[i]) <= lambd ? 0.0f : g[i];  // NaN compares false: g passes
            EXPECT_EQ(std::memcmp(&y[i], &want, 4), 0) << i << ": " << y[i] << " lambd " << lambd;
        }
    }
}

TEST(HardShrinkGradGraph, ADtypeAclnnHardshrinkBackwardRefusesFailsTheRun)
{
    ge::op::HardShrinkGrad node("hard_shrink_grad");
    ExpectInt32InputsFailTheRun(node, kConnect);
}

}  // namespace
}  // namespace aclp_test
