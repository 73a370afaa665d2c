// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardSwishGradV2 in graph mode (the prototype from the generated aggregate header CANN programs include): a session
// runs Data, Data -> HardSwishGradV2 (inputs gradOutput and self) and gives aclnnHardswishBackwardV2's bits; a dtype
// aclnnHardswishBackwardV2 refuses fails the run with its message.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "common/graph_run.h"
#include "nonlinear_fuc_ops.h"

namespace aclp_test {
namespace {

const auto kConnect = [](ge::op::HardSwishGradV2 &node, ge::Operator &grad, ge::Operator &self) {
    node.set_input_gradOutput(grad).set_input_self(self);
};

TEST(HardSwishGradV2Graph, GivesAclnnHardswishBackwardV2sBits)
{
    const std::vector<float> g = {2.0f, -2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, -4.0f, 1.0f, 3.0f};
    const std::vector<float> x = {-4.0f, -3.0f, -2.9f, 0.0f, 1.0f, 2.9f, 3.0f, 3.5f, -1.5f, 0.25f};
    ge::op::HardSwishGradV2 node("hard_swish_grad_v2");
    const std::vector<float> out = RunTwoInputGraphOnFloats(node, kConnect, {2, 5}, g, {2, 5}, x);
    for (size_t i = 0; i < g.size(); ++i) {
        const float d = x[i] <= -3.0f ? 0.0f : x[i] < 3.0f ? x[i] / 3.0f + 0.5f : 1.0f;
        const float want = g[i] * d;
        EXPECT_EQ(std::memcmp(&out[i], &want, 4), 0) << i << ": " << out[i];
    }
}

TEST(HardSwishGradV2Graph, ADtypeAclnnHardswishBackwardV2RefusesFailsTheRun)
{
    ge::op::HardSwishGradV2 node("hard_swish_grad_v2");
    ExpectInt32InputsFailTheRun(node, kConnect);
}

}  // namespace
}  // namespace aclp_test
