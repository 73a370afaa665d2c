// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SigmoidGrad in graph mode (the prototype from the generated aggregate header CANN programs include): a session
// runs Data, Data -> SigmoidGrad (inputs y and dy) and gives aclnnSigmoidBackward's bits; a dtype
// aclnnSigmoidBackward refuses fails the run with its message.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "common/graph_run.h"
#include "nonlinear_fuc_ops.h"

namespace aclp_test {
namespace {

const auto kConnect = [](ge::op::SigmoidGrad &node, ge::Operator &y, ge::Operator &dy) {
    node.set_input_y(y).set_input_dy(dy);
};

TEST(SigmoidGradGraph, GivesAclnnSigmoidBackwardsBits)
{
    const std::vector<float> y = {0.5f, 0.25f, 0.0f, 1.0f, 0.9f, 0.1f, 0.3f, 0.75f, 0.6f, 0.01f};
    const std::vector<float> dy = {1.0f, 2.0f, 3.0f, -4.0f, 5.0f, -6.0f, 7.0f, 8.0f, -0.0f, 10.0f};
    ge::op::SigmoidGrad node("sigmoid_grad");
    const std::vector<float> z = RunTwoInputGraphOnFloats(node, kConnect, {2, 5}, y, {2, 5}, dy);
    for (size_t i = 0; i < y.size(); ++i) {
        const float want = ((1.0f - y[i]) * dy[i]) * y[i];
        EXPECT_EQ(std::memcmp(&z[i], &want, 4), 0) << i << ": " << z[i];
    }
}

TEST(SigmoidGradGraph, ADtypeAclnnSigmoidBackwardRefusesFailsTheRun)
{
    ge::op::SigmoidGrad node("sigmoid_grad");
    ExpectInt32InputsFailTheRun(node, kConnect);
}

}  // namespace
}  // namespace aclp_test
