// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardSigmoid in graph mode (the prototype from the generated aggregate header CANN programs include): a
// session runs Data -> HardSigmoid with the default attributes (and with alpha = 1.0f / 6.0f set, as CANN's
// example does) and gives aclnnHardsigmoid's bits; other attributes, and a dtype aclnnHardsigmoid refuses,
// fail the run with a message.
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

// Runs Data -> node on x; the status of RunGraph, the output in *y.
ge::Status RunGraph(ge::op::HardSigmoid &node, const std::vector<float> &x, std::vector<float> *y)
{
    ge::Graph graph("hard_sigmoid");
    auto data = ge::op::Data("x");
    node.set_input_input_x(data);
    graph.SetInputs({data}).SetOutputs({node});
    ge::Session session({});
    EXPECT_EQ(session.AddGraph(0, graph), ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
    std::vector<ge::Tensor> outputs;
    const ge::Status status = session.RunGraph(0, {FloatTensor({2, 4}, x)}, outputs);
    if (status == ge::SUCCESS && outputs.size() == 1 && outputs[0].GetSize() >= x.size() * sizeof(float)) {
        y->resize(x.size());
        std::memcpy(y->data(), outputs[0].GetData(), x.size() * sizeof(float));
    }
    return status;
}

TEST(HardsigmoidGraph, DataToHardSigmoidGivesAclnnHardsigmoidsBits)
{
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const std::vector<float> x = {-4.0f, -3.0f, -1.5f, -0.0f, 1.9195623f, 2.9999998f, 3.0f, nan};
    for (bool setAlpha : {false, true}) {
        ge::op::HardSigmoid node("hard_sigmoid");
        if (setAlpha) {
            node.set_attr_alpha(1.0f / 6.0f).set_attr_beta(0.5f);
        }
        std::vector<float> y;
        ASSERT_EQ(RunGraph(node, x, &y), ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
        for (size_t i = 0; i < x.size(); ++i) {
            if (std::isnan(x[i])) {
                EXPECT_TRUE(std::isnan(y[i])) << i;
                continue;
            }
            const float want = std::fmin(std::fmax(x[i] + 3.0f, 0.0f), 6.0f) / 6.0f;  // PyTorch's order
            EXPECT_EQ(std::memcmp(&y[i], &want, 4), 0) << i << ": " << y[i];
        }
    }
}

TEST(HardsigmoidGraph, OtherAttributesAndRefusedDtypesFailTheRun)
{
    ge::op::HardSigmoid node("hard_sigmoid");
    node.set_attr_alpha(0.2f);
    std::vector<float> y;
    EXPECT_EQ(RunGraph(node, std::vector<float>(8, 1.0f), &y), ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString()).find("alpha"), std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();

    ge::Graph graph("hard_sigmoid_int8");
    auto data = ge::op::Data("x");
    auto hs = ge::op::HardSigmoid("hard_sigmoid").set_input_input_x(data);
    graph.SetInputs({data}).SetOutputs({hs});
    ge::Session session({});
    ASSERT_EQ(session.AddGraph(0, graph), ge::SUCCESS);
    std::vector<int8_t> x = {1, -2, 3, -4};
    ge::TensorDesc desc(ge::Shape({4}), ge::FORMAT_ND, ge::DT_INT8);
    std::vector<ge::Tensor> outputs;
    EXPECT_EQ(session.RunGraph(0, {ge::Tensor(desc, reinterpret_cast<const uint8_t *>(x.data()), 4)}, outputs),
              ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString()).find("INT8"), std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();
}

}  // namespace
