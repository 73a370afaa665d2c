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
#include <string>
#include <vector>

#include "array_ops.h"
#include "ge_api.h"
#include "nonlinear_fuc_ops.h"

namespace {

ge::Tensor FloatTensor(const std::vector<int64_t> &shape, const std::vector<float> &values)
{
    ge::TensorDesc desc(ge::Shape(shape), ge::FORMAT_ND, ge::DT_FLOAT);
    return ge::Tensor(desc, reinterpret_cast<const uint8_t *>(values.data()), values.size() * sizeof(float));
}

std::vector<float> RunGraph(ge::op::LeakyRelu &node, const std::vector<float> &x)
{
    ge::Graph graph("leaky_relu");
    auto data = ge::op::Data("x");
    node.set_input_x(data);
    graph.SetInputs({data}).SetOutputs({node});
    ge::Session session({});
    EXPECT_EQ(session.AddGraph(0, graph), ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
    std::vector<ge::Tensor> outputs;
    EXPECT_EQ(session.RunGraph(0, {FloatTensor({2, 5}, x)}, outputs), ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
    std::vector<float> y(x.size(), -1.0f);
    if (outputs.size() == 1 && outputs[0].GetSize() >= x.size() * sizeof(float)) {
        std::memcpy(y.data(), outputs[0].GetData(), x.size() * sizeof(float));
    } else {
        ADD_FAILURE() << "no output of " << x.size() << " floats: " << outputs.size() << " outputs, "
                      << (outputs.empty() ? 0 : outputs[0].GetSize()) << " bytes";
    }
    return y;
}

TEST(LeakyReluGraph, DataToLeakyReluGivesAclnnLeakyRelusBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    const std::vector<float> x = {-2.5f, -0.0f, 0.0f, 1.0f, nan, -inf, inf, 1e-40f, -1e-40f, -3.0f};
    for (float slope : {0.2f, 0.0f}) {
        ge::op::LeakyRelu node("leaky_relu");
        if (slope != 0.0f) {
            node.set_attr_negative_slope(slope);  // 0 is the prototype's default
        }
        const std::vector<float> y = RunGraph(node, x);
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
    ge::Graph graph("leaky_relu_int32");
    auto data = ge::op::Data("x");
    auto node = ge::op::LeakyRelu("leaky_relu").set_input_x(data);
    graph.SetInputs({data}).SetOutputs({node});
    ge::Session session({});
    ASSERT_EQ(session.AddGraph(0, graph), ge::SUCCESS);
    std::vector<int32_t> x = {1, -2, 3, -4};
    ge::TensorDesc desc(ge::Shape({4}), ge::FORMAT_ND, ge::DT_INT32);
    std::vector<ge::Tensor> outputs;
    EXPECT_EQ(session.RunGraph(0, {ge::Tensor(desc, reinterpret_cast<const uint8_t *>(x.data()), 16)}, outputs),
              ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString()).find("INT32"), std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();
}

}  // namespace
