// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardtanhGrad in graph mode (the prototype from the generated aggregate header CANN programs include): a session
// runs Data, Data -> HardtanhGrad (inputs result and grad) with min_val/max_val attributes (and with the
// defaults, -1 and 1) and gives aclnnHardtanhBackward's bits; a dtype aclnnHardtanhBackward refuses fails the run
// with its message.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "common/graph_run.h"
#include "nonlinear_fuc_ops.h"

namespace aclp_test {
namespace {

// Wires Data x, Data g into the node.
const auto kConnect = [](ge::op::HardtanhGrad &node, ge::Operator &x, ge::Operator &g) {
    node.set_input_result(x).set_input_grad(g);
};

TEST(HardtanhGradGraph, GivesAclnnHardtanhBackwardsBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    const std::vector<float> x = {-2.5f, -1.0f, -0.999f, 0.0f, nan, -inf, inf, 1.0f, 0.999f, 2.0f};
    const std::vector<float> g = {1.0f, 2.0f, 3.0f, -0.0f, 5.0f, 6.0f, 7.0f, 8.0f, 9.0f, 10.0f};
    for (float max : {2.5f, 1.0f}) {
        ge::op::HardtanhGrad node("hardtanh_grad");
        if (max != 1.0f) {
            node.set_attr_min_val(-2.0f).set_attr_max_val(max);  // -1 and 1 are the prototype's defaults
        }
        const float min = max != 1.0f ? -2.0f : -1.0f;
        const std::vector<float> y = RunTwoInputGraphOnFloats(node, kConnect, {2, 5}, x, {2, 5}, g);
        for (size_t i = 0; i < x.size(); ++i) {
            const float want = std::isnan(x[i]) || (x[i] > min && x[i] < max) ? g[i] : 0.0f;
            EXPECT_EQ(std::memcmp(&y[i], &want, 4), 0) << i << ": " << y[i] << " max " << max;
        }
    }
}

TEST(HardtanhGradGraph, ADtypeAclnnHardtanhBackwardRefusesFailsTheRun)
{
    ge::op::HardtanhGrad node("hardtanh_grad");
    ExpectInt32InputsFailTheRun(node, kConnect);
}

}  // namespace
}  // namespace aclp_test
