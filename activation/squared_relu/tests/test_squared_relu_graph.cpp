// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SquaredRelu in graph mode (the prototype from the generated aggregate header CANN programs include): a session
// runs Data -> SquaredRelu and gives aclnnSquaredRelu's bits; a dtype aclnnSquaredRelu refuses fails the run with
// its message.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "common/graph_run.h"
#include "nn_activation.h"

namespace aclp_test {
namespace {

const auto kConnect = [](ge::op::SquaredRelu &node, ge::Operator &x) { node.set_input_x(x); };

TEST(SquaredReluGraph, GivesAclnnSquaredRelusBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    const std::vector<float> x = {-2.5f, -0.0f, 0.5f, 3.0f, nan, -inf, inf, 1e20f, 1e-30f, 1.0f};
    ge::op::SquaredRelu node("squared_relu");
    const std::vector<float> y = RunOneNodeGraphOnFloats(node, kConnect, {2, 5}, x);
    for (size_t i = 0; i < x.size(); ++i) {
        const float r = x[i] > 0.0f || std::isnan(x[i]) ? x[i] : 0.0f;
        const float want = r * r;
        EXPECT_EQ(std::memcmp(&y[i], &want, 4), 0) << i << ": " << y[i];
    }
}

TEST(SquaredReluGraph, ADtypeAclnnSquaredReluRefusesFailsTheRun)
{
    ge::op::SquaredRelu node("squared_relu");
    ExpectInt32InputFailsTheRun(node, kConnect);
}

}  // namespace
}  // namespace aclp_test
