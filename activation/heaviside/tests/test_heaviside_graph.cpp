// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Heaviside in graph mode (the prototype from the generated aggregate header CANN programs include): a session
// runs Data, Data -> Heaviside, broadcasting values over input's rows, and gives aclnnHeaviside's bits; a dtype
// aclnnHeaviside refuses fails the run with its message.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "common/graph_run.h"
#include "nn_activation.h"

namespace aclp_test {
namespace {

const auto kConnect = [](ge::op::Heaviside &node, ge::Operator &input, ge::Operator &values) {
    node.set_input_input(input).set_input_values(values);
};

TEST(HeavisideGraph, GivesAclnnHeavisidesBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    const std::vector<float> x = {-2.5f, -0.0f, 0.0f, 0.5f, nan, -inf, inf, 0.0f, -1e-40f, 1.0f};
    const std::vector<float> v = {10.0f, 20.0f, 30.0f, 40.0f, -0.0f};
    ge::op::Heaviside node("heaviside");
    const std::vector<float> y = RunTwoInputGraphOnFloats(node, kConnect, {2, 5}, x, {5}, v);
    for (size_t i = 0; i < x.size(); ++i) {
        const float want = x[i] == 0.0f ? v[i % 5] : x[i] > 0.0f ? 1.0f : 0.0f;
        EXPECT_EQ(std::memcmp(&y[i], &want, 4), 0) << i << ": " << y[i];
    }
}

TEST(HeavisideGraph, ADtypeAclnnHeavisideRefusesFailsTheRun)
{
    ge::op::Heaviside node("heaviside");
    ExpectInt32InputsFailTheRun(node, kConnect);
}

}  // namespace
}  // namespace aclp_test
