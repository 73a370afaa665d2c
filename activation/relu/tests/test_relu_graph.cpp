// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Relu in graph mode (the prototype from the generated aggregate header CANN programs include): a session
// runs Data -> Relu and gives aclnnRelu's bits; a dtype aclnnRelu refuses fails the run with its message.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
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

TEST(ReluGraph, DataToReluGivesAclnnRelusBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
    const std::vector<float> x = {-2.5f, -0.0f, 0.0f, 1.0f, nan, -inf, inf, 1e-40f, -1e-40f, 3.0f};
    ge::Graph graph("relu");
    auto data = ge::op::Data("x");
    auto relu = ge::op::Relu("relu").set_input_x(data);
    graph.SetInputs({data}).SetOutputs({relu});
    ge::Session session({});
    ASSERT_EQ(session.AddGraph(0, graph), ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
    std::vector<ge::Tensor> outputs;
    ASSERT_EQ(session.RunGraph(0, {FloatTensor({2, 5}, x)}, outputs), ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
    ASSERT_EQ(outputs.size(), 1u);
    EXPECT_EQ(outputs[0].GetTensorDesc().GetDataType(), ge::DT_FLOAT);
    for (size_t i = 0; i < x.size(); ++i) {
        float y;
        std::memcpy(&y, outputs[0].GetData() + 4 * i, 4);
        if (std::isnan(x[i])) {
            EXPECT_TRUE(std::isnan(y)) << i;
            continue;
        }
        const float want = x[i] > 0.0f ? x[i] : 0.0f;
        EXPECT_EQ(std::memcmp(&y, &want, 4), 0) << i << ": " << y << " (+0 for x <= 0, -0 included)";
    }
}

TEST(ReluGraph, ADtypeAclnnReluRefusesFailsTheRun)
{
    ge::Graph graph("relu_int16");
    auto data = ge::op::Data("x");
    auto relu = ge::op::Relu("relu").set_input_x(data);
    graph.SetInputs({data}).SetOutputs({relu});
    ge::Session session({});
    ASSERT_EQ(session.AddGraph(0, graph), ge::SUCCESS);
    std::vector<int16_t> x = {1, -2, 3, -4};
    ge::TensorDesc desc(ge::Shape({4}), ge::FORMAT_ND, ge::DT_INT16);
    std::vector<ge::Tensor> outputs;
    EXPECT_EQ(session.RunGraph(0, {ge::Tensor(desc, reinterpret_cast<const uint8_t *>(x.data()), 8)}, outputs),
              ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString()).find("INT16"), std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();
}

}  // namespace
