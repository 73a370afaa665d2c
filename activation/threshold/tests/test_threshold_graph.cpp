// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ThresholdV2 in graph mode (the prototype from the generated aggregate header CANN programs include): a
// session runs Data x, Data/Const threshold, [Data value] -> ThresholdV2 and gives x <= threshold ? value : x
// bit for bit (NaN passes) (value 0 when the optional input is left unconnected), on random floats (seed printed by the
// test main) mixed with NaN, +-Inf, +-0, subnormals and the threshold's neighbours, and on INT32. A threshold
// without elements, a dtype aclnnThreshold refuses and an unconnected threshold fail the run with a message.
//
// Threshold (Caffe's, from elewise_calculation_ops.h as CANN declares it): y = x > threshold ? 1 : 0 judged
// in double against the float32 attribute, on every FLOAT16 and BFLOAT16 bit pattern and on random floats
// with the special values, for thresholds inside, between and beyond the dtype's values (NaN and the
// infinities too); 0-d, empty and 8-D shapes; the attribute's default 0; other dtypes refused.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "common/graph_run.h"
#include "common/test_util.h"
#include "elewise_calculation_ops.h"
#include "nonlinear_fuc_ops.h"

namespace aclp_test {
namespace {

// Runs x, threshold[, value] -> ThresholdV2, each fed by its own Data node (threshold by a Const node when
// `thresholdAsConst`); returns RunGraph's status, the outputs in *outputs.
ge::Status RunThresholdV2(const ge::Tensor &x, const ge::Tensor &threshold, const ge::Tensor *value,
                          std::vector<ge::Tensor> *outputs, bool thresholdAsConst = false)
{
    ge::Graph graph("threshold_v2");
    ge::op::ThresholdV2 node("threshold_v2");
    auto dataX = ge::op::Data("x");
    auto dataValue = ge::op::Data("value");
    auto dataThreshold = ge::op::Data("threshold");
    auto constThreshold = ge::op::Const("threshold");
    std::vector<ge::Operator> inputs = {dataX};
    std::vector<ge::Tensor> fed = {x};
    node.set_input_x(dataX);
    if (thresholdAsConst) {
        constThreshold.SetAttr("value", threshold);
        node.set_input_threshold(constThreshold);
    } else {
        node.set_input_threshold(dataThreshold);
        inputs.push_back(dataThreshold);
        fed.push_back(threshold);
    }
    if (value != nullptr) {
        node.set_input_value(dataValue);
        inputs.push_back(dataValue);
        fed.push_back(*value);
    }
    graph.SetInputs(inputs).SetOutputs({node});
    ge::Session session({});
    EXPECT_EQ(session.AddGraph(0, graph), ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
    return session.RunGraph(0, fed, *outputs);
}

ge::Tensor Floats(const std::vector<int64_t> &shape, const std::vector<float> &v)
{
    return HostTensor(shape, ge::DT_FLOAT, v.data(), v.size() * sizeof(float));
}

std::vector<float> RandomFloatsWithSpecials(float threshold, size_t n)
{
    std::mt19937_64 rng(TestSeed());
    std::uniform_real_distribution<float> uniform(-4.0f, 4.0f);
    const float inf = std::numeric_limits<float>::infinity();
    std::vector<float> x = {std::numeric_limits<float>::quiet_NaN(),
                            -std::numeric_limits<float>::quiet_NaN(),
                            inf,
                            -inf,
                            0.0f,
                            -0.0f,
                            1e-40f,
                            -1e-40f,
                            3.0f,
                            -3.0f,
                            threshold,
                            std::nextafter(threshold, inf),
                            std::nextafter(threshold, -inf)};
    while (x.size() < n) {
        x.push_back(uniform(rng));
    }
    return x;
}

void ExpectThresholdBits(const std::vector<float> &x, const std::vector<float> &y, float threshold, float value)
{
    ASSERT_EQ(x.size(), y.size());
    for (size_t i = 0; i < x.size(); ++i) {
        const float want = x[i] <= threshold ? value : x[i];  // NaN <= t is false: NaN passes, as in aclnnThreshold
        EXPECT_EQ(BitsFromF32(y[i]), BitsFromF32(want)) << i << ": x " << x[i] << " gave " << y[i];
    }
}

TEST(ThresholdV2Graph, GivesXAboveTheThresholdAndTheValueElsewhere)
{
    for (const float threshold : {0.5f, -1.25f, 0.0f}) {
        const float value = -7.5f;
        const std::vector<float> x = RandomFloatsWithSpecials(threshold, 96);
        const ge::Tensor t = Floats({1}, {threshold});
        const ge::Tensor v = Floats({1}, {value});
        std::vector<ge::Tensor> outputs;
        const ge::Status status = RunThresholdV2(Floats({8, 12}, x), t, &v, &outputs);
        ExpectThresholdBits(x, FloatOutput(status, outputs, x.size()), threshold, value);
        ASSERT_EQ(outputs.size(), 1u);
        EXPECT_EQ(outputs[0].GetTensorDesc().GetShape().GetDims(), (std::vector<int64_t>{8, 12}));
        EXPECT_EQ(outputs[0].GetTensorDesc().GetDataType(), ge::DT_FLOAT);
    }
}

TEST(ThresholdV2Graph, AnUnconnectedValueIsZeroAndAConstThresholdWorks)
{
    const float threshold = 1.5f;
    const std::vector<float> x = RandomFloatsWithSpecials(threshold, 40);
    std::vector<ge::Tensor> outputs;
    ge::Status status = RunThresholdV2(Floats({40}, x), Floats({1}, {threshold}), nullptr, &outputs);
    ExpectThresholdBits(x, FloatOutput(status, outputs, x.size()), threshold, 0.0f);
    status = RunThresholdV2(Floats({40}, x), Floats({1}, {threshold}), nullptr, &outputs, true);
    ExpectThresholdBits(x, FloatOutput(status, outputs, x.size()), threshold, 0.0f);
}

TEST(ThresholdV2Graph, ALongerThresholdTensorPassesItsFirstElement)
{
    // CANN's own graph example feeds threshold and value as 8-element tensors of one repeated value.
    const std::vector<float> x = {-2.0f, 0.25f, 0.5f, 0.75f, 1.0f, 3.0f, -0.0f, 2.0f};
    const ge::Tensor t = Floats({8}, {0.5f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f, 9.0f});
    const ge::Tensor v = Floats({8}, {-1.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f});
    std::vector<ge::Tensor> outputs;
    const ge::Status status = RunThresholdV2(Floats({8}, x), t, &v, &outputs);
    ExpectThresholdBits(x, FloatOutput(status, outputs, x.size()), 0.5f, -1.0f);
}

TEST(ThresholdV2Graph, Int32)
{
    const std::vector<int32_t> x = {-5, -1, 0, 1, 2, 3, 100, std::numeric_limits<int32_t>::min()};
    const int32_t threshold = 1, value = -9;
    std::vector<ge::Tensor> outputs;
    const ge::Tensor v = HostTensor({1}, ge::DT_INT32, &value, sizeof(value));
    const ge::Status status = RunThresholdV2(HostTensor({2, 4}, ge::DT_INT32, x.data(), x.size() * 4),
                                             HostTensor({1}, ge::DT_INT32, &threshold, 4), &v, &outputs);
    ASSERT_EQ(status, ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
    ASSERT_EQ(outputs.size(), 1u);
    ASSERT_EQ(outputs[0].GetTensorDesc().GetDataType(), ge::DT_INT32);
    std::vector<int32_t> y(x.size());
    std::memcpy(y.data(), outputs[0].GetData(), y.size() * 4);
    for (size_t i = 0; i < x.size(); ++i) {
        EXPECT_EQ(y[i], x[i] <= threshold ? value : x[i]) << i;
    }
}

TEST(ThresholdV2Graph, BadInputsFailTheRunWithAMessage)
{
    const std::vector<float> x = {1.0f, 2.0f};
    std::vector<ge::Tensor> outputs;
    // A threshold without elements.
    EXPECT_EQ(RunThresholdV2(Floats({2}, x), Floats({0}, {}), nullptr, &outputs), ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString()).find("threshold has no element"), std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();
    // A dtype aclnnThreshold refuses.
    const double xd[2] = {1.0, 2.0};
    EXPECT_EQ(RunThresholdV2(HostTensor({2}, ge::DT_DOUBLE, xd, sizeof(xd)), Floats({1}, {0.5f}), nullptr, &outputs),
              ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString()).find("DOUBLE"), std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();
    // The threshold is not optional.
    ge::Graph graph("no_threshold");
    ge::op::ThresholdV2 node("threshold_v2");
    auto data = ge::op::Data("x");
    node.set_input_x(data);
    graph.SetInputs({data}).SetOutputs({node});
    ge::Session session({});
    const ge::Status added = session.AddGraph(0, graph);
    const ge::Status ran = added == ge::SUCCESS ? session.RunGraph(0, {Floats({2}, x)}, outputs) : added;
    EXPECT_EQ(ran, ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString()).find("input threshold is not connected"),
              std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();
}

// Runs Data x -> Threshold (its attribute set unless `threshold` is null); the status, the outputs in *outputs.
ge::Status RunThreshold(const ge::Tensor &x, const float *threshold, std::vector<ge::Tensor> *outputs)
{
    ge::op::Threshold node("threshold");
    if (threshold != nullptr) {
        node.set_attr_threshold(*threshold);
    }
    return RunOneNodeGraph(
        node, [](ge::op::Threshold &n, ge::Operator &x) { n.set_input_x(x); }, x, outputs);
}

// 1 where x > t, 0 elsewhere, x and t compared exactly (in double), a NaN on either side giving 0.
double CaffeThreshold(double x, float t)
{
    return x > static_cast<double>(t) ? 1.0 : 0.0;
}

const float kInf = std::numeric_limits<float>::infinity();

// Thresholds: the default 0, values of every 16-bit dtype, values between two FLOAT16 (or BFLOAT16) values, a
// subnormal, beyond the FLOAT16 range, the infinities and NaN.
const float kThresholds[] = {0.0f,
                             -0.0f,
                             0.5f,
                             -1.25f,
                             3.0f,
                             std::nextafter(3.0f, 0.0f),
                             0.1f,
                             -0.1f,
                             1.0009765625f + 0.0001f,
                             1e-40f,
                             1e-7f,
                             -1e-7f,
                             70000.0f,
                             -70000.0f,
                             kInf,
                             -kInf,
                             std::numeric_limits<float>::quiet_NaN()};

TEST(ThresholdGraph, Every16BitPatternAgainstEveryThreshold)
{
    for (const ge::DataType dtype : {ge::DT_FLOAT16, ge::DT_BF16}) {
        std::vector<uint16_t> x(65536);
        for (size_t i = 0; i < x.size(); ++i) {
            x[i] = static_cast<uint16_t>(i);
        }
        for (const float t : kThresholds) {
            std::vector<ge::Tensor> outputs;
            const ge::Status status = RunThreshold(HostTensor({256, 256}, dtype, x.data(), x.size() * 2), &t, &outputs);
            ASSERT_EQ(status, ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
            ASSERT_EQ(outputs.size(), 1u);
            ASSERT_EQ(outputs[0].GetTensorDesc().GetDataType(), dtype);
            ASSERT_EQ(outputs[0].GetTensorDesc().GetShape().GetDims(), (std::vector<int64_t>{256, 256}));
            const uint16_t one = dtype == ge::DT_FLOAT16 ? 0x3C00 : 0x3F80;
            std::vector<uint16_t> y(x.size());
            std::memcpy(y.data(), outputs[0].GetData(), y.size() * 2);
            size_t wrong = 0;
            for (size_t i = 0; i < x.size(); ++i) {
                const double xv = dtype == ge::DT_FLOAT16 ? HalfToDouble(x[i]) : Bf16ToDouble(x[i]);
                const uint16_t want = CaffeThreshold(xv, t) == 1.0 ? one : 0;
                if (y[i] != want && wrong++ < 5) {
                    ADD_FAILURE() << (dtype == ge::DT_FLOAT16 ? "FLOAT16" : "BF16") << " x bits 0x" << std::hex << x[i]
                                  << " threshold " << t << " gave 0x" << y[i] << ", want 0x" << want;
                }
            }
            EXPECT_EQ(wrong, 0u) << "threshold " << t;
        }
    }
}

TEST(ThresholdGraph, FloatsWithTheSpecialValues)
{
    for (const float t : kThresholds) {
        std::vector<float> x = RandomFloatsWithSpecials(std::isnan(t) ? 0.0f : t, 300);
        x.push_back(F32FromBits(2));  // CANN's example feeds the int32 2 as float bits: a subnormal above 0
        x.push_back(std::nextafter(3.0f, 0.0f));
        x.push_back(std::numeric_limits<float>::max());
        x.push_back(-std::numeric_limits<float>::denorm_min());
        std::vector<ge::Tensor> outputs;
        const ge::Status status = RunThreshold(Floats({static_cast<int64_t>(x.size())}, x), &t, &outputs);
        const std::vector<float> y = FloatOutput(status, outputs, x.size());
        for (size_t i = 0; i < x.size(); ++i) {
            const float want = static_cast<float>(CaffeThreshold(x[i], t));  // +0 below: the bits say so
            EXPECT_EQ(BitsFromF32(y[i]), BitsFromF32(want)) << "x " << x[i] << " threshold " << t;
        }
    }
}

TEST(ThresholdGraph, TheDefaultThresholdIsZeroAndShapesPass)
{
    const std::vector<float> x = {-1.0f, -0.0f, 0.0f, 1e-45f, 2.0f, std::numeric_limits<float>::quiet_NaN()};
    std::vector<ge::Tensor> outputs;
    const std::vector<float> y = FloatOutput(RunThreshold(Floats({2, 3}, x), nullptr, &outputs), outputs, x.size());
    EXPECT_EQ(y, (std::vector<float>{0.0f, 0.0f, 0.0f, 1.0f, 1.0f, 0.0f}));
    // 0-d, 8-D and empty x: y has x's shape.
    const std::vector<std::vector<int64_t>> shapes = {{}, {1, 1, 1, 2, 1, 1, 3, 1}, {0, 3}};
    for (const std::vector<int64_t> &shape : shapes) {
        const float t = 0.5f;
        const size_t n = static_cast<size_t>(Numel(shape));
        const std::vector<float> values = {0.25f, 0.75f, 0.5f, 3.0f, -3.0f, 1.0f};
        const ge::Status status =
            RunThreshold(Floats(shape, std::vector<float>(values.begin(), values.begin() + n)), &t, &outputs);
        ASSERT_EQ(status, ge::SUCCESS) << ShapeString(shape) << ": " << ge::GEGetErrorMsgV2().GetString();
        ASSERT_EQ(outputs.size(), 1u);
        EXPECT_EQ(outputs[0].GetTensorDesc().GetShape().GetDims(), shape);
        for (size_t i = 0; i < n; ++i) {
            float yi;
            std::memcpy(&yi, outputs[0].GetData() + 4 * i, 4);
            EXPECT_EQ(yi, values[i] > t ? 1.0f : 0.0f) << ShapeString(shape) << " element " << i;
        }
    }
}

TEST(ThresholdGraph, OtherDtypesFailTheRunWithAMessage)
{
    ge::op::Threshold node("threshold");
    ExpectInt32InputFailsTheRun(node, [](ge::op::Threshold &n, ge::Operator &x) { n.set_input_x(x); });
    const double xd[2] = {1.0, 2.0};
    std::vector<ge::Tensor> outputs;
    EXPECT_EQ(RunThreshold(HostTensor({2}, ge::DT_DOUBLE, xd, sizeof(xd)), nullptr, &outputs), ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString())
                  .find("dtype DOUBLE of x is invalid; supported dtypes are FLOAT, FLOAT16, BFLOAT16"),
              std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();
}

}  // namespace
}  // namespace aclp_test
