// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardShrink in graph mode (the prototype from the generated aggregate header CANN programs include): a
// session runs Data -> HardShrink with a lambd attribute (and with the default, 0.5) and gives
// aclnnHardshrink's bits; a dtype aclnnHardshrink refuses fails the run with its message.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "common/graph_run.h"
#include "nonlinear_fuc_ops.h"

namespace aclp_test {
namespace {

const auto kConnect = [](ge::op::HardShrink &node, ge::Operator &data) { node.set_input_input_x(data); };

TEST(HardShrinkGraph, DataToHardShrinkGivesAclnnHardshrinksBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    const std::vector<float> x = {-2.5f, -0.0f, 0.5f, -0.5f, nan, -inf, inf, 0.50000006f, -1e-40f, 1.0f};
    for (float lambd : {1.0f, 0.5f}) {
        ge::op::HardShrink node("hard_shrink");
        if (lambd != 0.5f) {
            node.set_attr_lambd(lambd);  // 0.5 is the prototype's default
        }
        const std::vector<float> y = RunOneNodeGraphOnFloats(node, kConnect, {2, 5}, x);
        for (size_t i = 0; i < x.size(); ++i) {
            if (std::isnan(x[i])) {
                EXPECT_TRUE(std::isnan(y[i])) << i;
                continue;
            }
            const float want = std::fabs(x[i]) <= lambd ? 0.0f : x[i];
            EXPECT_EQ(std::memcmp(&y[i], &want, 4), 0) << i << ": " << y[i] << " lambd " << lambd;
        }
    }
}

TEST(HardShrinkGraph, ADtypeAclnnHardshrinkRefusesFailsTheRun)
{
    ge::op::HardShrink node("hard_shrink");
    ExpectInt32InputFailsTheRun(node, kConnect);
}

}  // namespace
}  // namespace aclp_test
