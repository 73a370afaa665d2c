// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// GE IR graph mode: the accessors REG_OP generates, graph checks and their messages, graphs of every
// operator giving the same bits as the aclnn path and as an independent golden, and the dump.
#include <gtest/gtest.h>

#include <memory>

#include <cmath>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "aclnnop/aclnn_relu_v2.h"
#include "aclnnop/aclnn_threshold_backward.h"
#include "array_ops.h"
#include "common/test_util.h"
#include "experiment_ops.h"
#include "ge_api.h"
#include "ge_ir_build.h"
#include "nn_other.h"
#include "nonlinear_fuc_ops.h"

namespace ge {
// An operator the CPU runtime does not have, to see it refused.
REG_OP(NoSuchOperator).INPUT(x, TensorType::ALL()).OUTPUT(y, TensorType::ALL()).OP_END_FACTORY_REG(NoSuchOperator)
}  // namespace ge

namespace aclp_test {
namespace {

using ge::AscendString;
using ge::Operator;
using ge::Tensor;
using ge::TensorDesc;

TEST(GraphApi, GeneratedAccessors)
{
    ge::op::ReluGradV2 relu("relu");
    TensorDesc desc(ge::Shape({2, 3}), ge::FORMAT_ND, ge::DT_BF16);
    EXPECT_EQ(relu.update_input_desc_gradients(desc), ge::GRAPH_SUCCESS);
    EXPECT_EQ(relu.get_input_desc_gradients().GetDataType(), ge::DT_BF16);
    EXPECT_EQ(relu.get_input_desc_gradients().GetShape().GetShapeSize(), 6);
    EXPECT_EQ(relu.get_input_desc_mask().GetDataType(), ge::DT_FLOAT);  // not set yet: the default
    EXPECT_EQ(relu.update_output_desc_backprops(desc), ge::GRAPH_SUCCESS);
    EXPECT_EQ(relu.get_output_desc_backprops().GetDataType(), ge::DT_BF16);
    EXPECT_EQ(relu.GetInputsSize(), 2u);
    EXPECT_EQ(relu.GetOutputsSize(), 1u);
    AscendString name, type;
    relu.GetName(name);
    relu.GetOpType(type);
    EXPECT_STREQ(name.GetString(), "relu");
    EXPECT_STREQ(type.GetString(), "ReluGradV2");

    ge::op::HardSigmoidGrad hs("hs");
    EXPECT_FLOAT_EQ(hs.get_attr_alpha(), 0.16666666f);
    EXPECT_FLOAT_EQ(hs.get_attr_beta(), 0.5f);
    hs.set_attr_alpha(0.25f);
    EXPECT_FLOAT_EQ(hs.get_attr_alpha(), 0.25f);
    ge::op::ThresholdGradV2D th("th");
    EXPECT_EQ(th.set_attr_threshold(1.5f).get_attr_threshold(), 1.5f);
    ge::op::Data data("d");
    EXPECT_EQ(data.set_attr_index(3).get_attr_index(), 3);
    ge::op::Const constant("c");
    constant.set_attr_value(Tensor(desc));
    EXPECT_EQ(constant.get_attr_value().GetTensorDesc().GetDataType(), ge::DT_BF16);
    // SetAttr returns the operator, as GE's does (calls chain); plain int literals pick an integer overload.
    float threshold = 0.0f;
    int64_t index = 0;
    bool flag = false;
    th.SetAttr("threshold", 2.5f).SetAttr("index", 7).SetAttr("flag", true);
    EXPECT_EQ(th.GetAttr("threshold", threshold), ge::GRAPH_SUCCESS);
    EXPECT_EQ(threshold, 2.5f);
    EXPECT_EQ(th.GetAttr("index", index), ge::GRAPH_SUCCESS);
    EXPECT_EQ(index, 7);
    EXPECT_EQ(th.GetAttr("flag", flag), ge::GRAPH_SUCCESS);
    EXPECT_TRUE(flag);
    th.SetAttr("index", 4000000000u);
    EXPECT_EQ(th.GetAttr("index", index), ge::GRAPH_SUCCESS);
    EXPECT_EQ(index, 4000000000);

    // Operators are handles: a copy in a vector<Operator> is the same node.
    std::vector<Operator> ops = {relu};
    ops[0].UpdateInputDesc("mask", TensorDesc(ge::Shape({2, 3}), ge::FORMAT_ND, ge::DT_UINT1));
    EXPECT_EQ(relu.get_input_desc_mask().GetDataType(), ge::DT_UINT1);
    EXPECT_EQ(ops[0].UpdateInputDesc("no_such_input", desc), ge::GRAPH_FAILED);
}

std::string ErrorText()
{
    return ge::GEGetErrorMsgV2().GetString();
}

TEST(GraphApi, BadGraphsFailWithAMessage)
{
    std::map<AscendString, AscendString> options;
    ge::Session session(options);
    ge::Graph empty("empty");
    EXPECT_EQ(session.AddGraph(1, empty), ge::FAILED);
    EXPECT_NE(ErrorText().find("no outputs"), std::string::npos) << ErrorText();

    ge::Graph unconnected("unconnected");
    ge::op::ReluGradV2 lonely("lonely");
    unconnected.SetOutputs({lonely});
    EXPECT_EQ(session.AddGraph(2, unconnected), ge::FAILED);
    EXPECT_NE(ErrorText().find("gradients is not connected"), std::string::npos) << ErrorText();

    ge::Graph unknown("unknown");
    auto x = ge::op::Data("x");
    auto odd = ge::op::NoSuchOperator("odd").set_input_x(x);
    unknown.SetInputs({x}).SetOutputs({odd});
    EXPECT_EQ(session.AddGraph(3, unknown), ge::FAILED);
    EXPECT_NE(ErrorText().find("NoSuchOperator is not supported"), std::string::npos) << ErrorText();

    ge::Graph good("good");
    auto in = ge::op::Data("in");
    auto relu = ge::op::ReluV2("relu").set_input_x(in);
    good.SetInputs({in}).SetOutputs({relu});
    ASSERT_EQ(session.AddGraph(4, good), ge::SUCCESS);
    EXPECT_EQ(session.AddGraph(4, good), ge::FAILED);  // the id is taken
    std::vector<Tensor> outputs;
    EXPECT_EQ(session.RunGraph(4, {}, outputs), ge::FAILED);
    EXPECT_NE(ErrorText().find("no input tensor"), std::string::npos) << ErrorText();
    TensorDesc desc(ge::Shape({4}), ge::FORMAT_ND, ge::DT_FLOAT);
    const uint8_t eight[8] = {};
    EXPECT_EQ(session.RunGraph(4, {Tensor(desc, eight, 8)}, outputs), ge::FAILED);  // 4 floats need 16 bytes
    EXPECT_NE(ErrorText().find("need 16"), std::string::npos) << ErrorText();
    TensorDesc doubles(ge::Shape({1}), ge::FORMAT_ND, ge::DT_DOUBLE);
    EXPECT_EQ(session.RunGraph(4, {Tensor(doubles, eight, 8)}, outputs), ge::FAILED);
    EXPECT_NE(ErrorText().find("aclnnReluV2"), std::string::npos) << ErrorText();
    EXPECT_EQ(session.RunGraph(99, {}, outputs), ge::FAILED);
    // An unknown (-1) or absurd dimension in a fed tensor is refused before anything is sized from it.
    for (const std::vector<int64_t> &dims : {std::vector<int64_t>{-1, 4}, std::vector<int64_t>{1 << 30, 1 << 30, 4}}) {
        TensorDesc unknown(ge::Shape(dims), ge::FORMAT_ND, ge::DT_FLOAT);
        EXPECT_EQ(session.RunGraph(4, {Tensor(unknown, eight, 8)}, outputs), ge::FAILED);
        EXPECT_NE(ErrorText().find("cannot be run (unknown or over 2^40 elements)"), std::string::npos) << ErrorText();
    }

    // Shapes that do not match: a mask of another shape than the gradients.
    ge::Graph mismatch("mismatch");
    auto grads = ge::op::Data("grads");
    auto mask = ge::op::Data("mask");
    auto backward = ge::op::ReluGradV2("backward").set_input_gradients(grads).set_input_mask(mask);
    mismatch.SetInputs({grads, mask}).SetOutputs({backward});
    ASSERT_EQ(session.AddGraph(5, mismatch), ge::SUCCESS);
    const uint8_t bytes[128] = {};
    TensorDesc gradDesc(ge::Shape({4, 8}), ge::FORMAT_ND, ge::DT_FLOAT);
    TensorDesc maskDesc(ge::Shape({2, 8}), ge::FORMAT_ND, ge::DT_UINT1);
    EXPECT_EQ(session.RunGraph(5, {Tensor(gradDesc, bytes, 128), Tensor(maskDesc, bytes, 2)}, outputs), ge::FAILED);
    EXPECT_NE(ErrorText().find("mask"), std::string::npos) << "[" << ErrorText() << "]";
    EXPECT_EQ(session.RemoveGraph(4), ge::SUCCESS);
    EXPECT_EQ(session.RemoveGraph(4), ge::FAILED);
}

// Random values of a dtype with special ones mixed in.
std::vector<uint8_t> Values(aclDataType dtype, size_t n, std::mt19937_64 &rng)
{
    const size_t es = aclDataTypeSize(dtype);
    std::vector<uint8_t> bytes(n * es);
    for (size_t i = 0; i < n; ++i) {
        uint64_t r = rng();
        if (dtype == ACL_FLOAT) {
            const float specials[] = {NAN, 0.0f, -0.0f, INFINITY, -INFINITY, 1.0f, -1.0f, 2.99999976f, 3.0f};
            const float v = r % 4 == 0 ? specials[(r >> 8) % 9]
                                       : static_cast<float>(static_cast<int64_t>(r % 2001) - 1000) / 100.0f;
            std::memcpy(&bytes[i * 4], &v, 4);
        } else {
            std::memcpy(&bytes[i * es], &r, es);
        }
    }
    return bytes;
}

Tensor HostTensor(const std::vector<int64_t> &shape, aclDataType dtype, const std::vector<uint8_t> &bytes)
{
    return Tensor(TensorDesc(ge::Shape(shape), ge::FORMAT_ND, static_cast<ge::DataType>(dtype)), bytes.data(),
                  bytes.size());
}

std::vector<uint8_t> Bytes(const Tensor &t, size_t count)
{
    return std::vector<uint8_t>(t.GetData(), t.GetData() + count);
}

// The pair in one graph (the mask straight from forward to backward) against the golden and the aclnn path.
TEST(GraphApi, ReluPairGraphEqualsGoldenAndAclnnForEveryDtype)
{
    std::mt19937_64 rng(TestSeed());
    const std::vector<int64_t> shape = {37, 29};
    const size_t n = 37 * 29;
    for (aclDataType dtype : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32}) {
        const size_t es = aclDataTypeSize(dtype);
        const std::vector<uint8_t> x = Values(dtype, n, rng), g = Values(dtype, n, rng);
        ge::Graph graph("pair");
        auto xData = ge::op::Data("x").set_attr_index(0);
        auto gData = ge::op::Data("g").set_attr_index(1);
        auto forward = ge::op::ReluV2("forward").set_input_x(xData);
        auto backward = ge::op::ReluGradV2("backward").set_input_gradients(gData).set_input_mask(forward, 1);
        graph.SetInputs({xData, gData}).SetOutputs({forward, backward});
        ge::Session session({});
        ASSERT_EQ(session.AddGraph(0, graph), ge::SUCCESS) << ErrorText();
        std::vector<Tensor> outputs;
        ASSERT_EQ(session.RunGraph(0, {HostTensor(shape, dtype, x), HostTensor(shape, dtype, g)}, outputs), ge::SUCCESS)
            << ErrorText();
        ASSERT_EQ(outputs.size(), 3u);
        EXPECT_EQ(outputs[1].GetTensorDesc().GetDataType(), ge::DT_UINT1);

        // The same through the aclnn entries.
        DeviceBuffer xb(x.size()), gb(g.size()), yb(x.size()), mb((n + 7) / 8), bb(g.size());
        xb.Upload(x);
        gb.Upload(g);
        aclTensor *xt = MakeTensor(shape, dtype, xb.get()), *yt = MakeTensor(shape, dtype, yb.get());
        aclTensor *mt = MakeTensor(shape, ACL_UINT1, mb.get()), *gt = MakeTensor(shape, dtype, gb.get());
        aclTensor *bt = MakeTensor(shape, dtype, bb.get());
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        ASSERT_EQ(aclnnReluV2GetWorkspaceSize(xt, yt, mt, &ws, &ex), 0);
        ASSERT_EQ(aclnnReluV2(nullptr, 0, ex, nullptr), 0);
        ASSERT_EQ(aclnnReluGradV2GetWorkspaceSize(gt, mt, bt, &ws, &ex), 0);
        ASSERT_EQ(aclnnReluGradV2(nullptr, 0, ex, nullptr), 0);
        EXPECT_EQ(Bytes(outputs[0], n * es), yb.Download<uint8_t>(n * es)) << dtype;
        EXPECT_EQ(Bytes(outputs[1], (n + 7) / 8), mb.Download<uint8_t>((n + 7) / 8)) << dtype;
        EXPECT_EQ(Bytes(outputs[2], n * es), bb.Download<uint8_t>(n * es)) << dtype;
        Destroy({xt, yt, mt, gt, bt});

        // And against the golden: bit i = x[i] > 0 (via the mask), backprop = bit ? g : 0.
        const std::vector<uint8_t> mask = Bytes(outputs[1], (n + 7) / 8), back = Bytes(outputs[2], n * es);
        for (size_t i = 0; i < n; ++i) {
            double v;
            if (dtype == ACL_FLOAT) {
                float f;
                std::memcpy(&f, &x[i * 4], 4);
                v = f;
            } else if (dtype == ACL_FLOAT16) {
                uint16_t h;
                std::memcpy(&h, &x[i * 2], 2);
                v = HalfToDouble(h);
            } else if (dtype == ACL_BF16) {
                uint16_t b;
                std::memcpy(&b, &x[i * 2], 2);
                v = Bf16ToDouble(b);
            } else if (dtype == ACL_INT8)
                v = static_cast<int8_t>(x[i]);
            else if (dtype == ACL_UINT8)
                v = x[i];
            else {
                int32_t k;
                std::memcpy(&k, &x[i * 4], 4);
                v = k;
            }
            const bool bit = (mask[i / 8] >> (i % 8)) & 1;
            ASSERT_EQ(bit, v > 0) << dtype << " element " << i;
            std::vector<uint8_t> want(es, 0);
            if (bit)
                std::memcpy(want.data(), &g[i * es], es);
            ASSERT_EQ(std::memcmp(&back[i * es], want.data(), es), 0) << dtype << " element " << i;
        }
    }
}

// INT64 is ReluV2's alone (ReluGradV2 has no INT64): the forward by itself.
TEST(GraphApi, ReluV2GraphInt64)
{
    std::mt19937_64 rng(TestSeed() + 2);
    const std::vector<int64_t> shape = {3, 7};
    std::vector<uint8_t> x = Values(ACL_INT64, 21, rng);
    for (size_t i = 0; i < 21; i += 3)
        std::memset(&x[i * 8], 0, 8);  // zeros too
    ge::Graph graph("int64");
    auto xData = ge::op::Data("x");
    auto relu = ge::op::ReluV2("relu").set_input_x(xData);
    graph.SetInputs({xData}).SetOutputs({relu});
    ge::Session session({});
    ASSERT_EQ(session.AddGraph(0, graph), ge::SUCCESS) << ErrorText();
    std::vector<Tensor> outputs;
    ASSERT_EQ(session.RunGraph(0, {HostTensor(shape, ACL_INT64, x)}, outputs), ge::SUCCESS) << ErrorText();
    ASSERT_EQ(outputs.size(), 2u);
    for (size_t i = 0; i < 21; ++i) {
        int64_t v, y;
        std::memcpy(&v, &x[i * 8], 8);
        std::memcpy(&y, outputs[0].GetData() + i * 8, 8);
        EXPECT_EQ(y, v > 0 ? v : 0) << i;
        EXPECT_EQ((outputs[1].GetData()[i / 8] >> (i % 8)) & 1, v > 0 ? 1 : 0) << i;
    }
    EXPECT_EQ(outputs[1].GetData()[2] >> 5, 0) << "unused high bits of the last mask byte are 0";
}

TEST(GraphApi, HardSigmoidGradAndThresholdGradV2DNodes)
{
    std::mt19937_64 rng(TestSeed() + 1);
    const std::vector<int64_t> shape = {1000};
    const std::vector<uint8_t> g = Values(ACL_FLOAT, 1000, rng), x = Values(ACL_FLOAT, 1000, rng);
    ge::Graph graph("two_ops");
    auto gData = ge::op::Data("g");
    auto xData = ge::op::Data("x");
    auto hs = ge::op::HardSigmoidGrad("hs").set_input_grads(gData).set_input_input_x(xData);
    auto th =
        ge::op::ThresholdGradV2D("th").set_input_gradients(gData).set_input_features(xData).set_attr_threshold(0.5f);
    graph.SetInputs({gData, xData}).SetOutputs({hs, th});
    ge::Session session({});
    ASSERT_EQ(session.AddGraph(7, graph), ge::SUCCESS) << ErrorText();
    std::vector<Tensor> outputs;
    ASSERT_EQ(session.RunGraph(7, {HostTensor(shape, ACL_FLOAT, g), HostTensor(shape, ACL_FLOAT, x)}, outputs),
              ge::SUCCESS)
        << ErrorText();
    ASSERT_EQ(outputs.size(), 2u);
    for (size_t i = 0; i < 1000; ++i) {
        float gv, xv, hsv, thv;
        std::memcpy(&gv, &g[i * 4], 4);
        std::memcpy(&xv, &x[i * 4], 4);
        std::memcpy(&hsv, outputs[0].GetData() + i * 4, 4);
        std::memcpy(&thv, outputs[1].GetData() + i * 4, 4);
        const float wantHs = (xv > -3.0f && xv < 3.0f)
                                 ? static_cast<float>(static_cast<double>(gv) * static_cast<double>(1.0f / 6.0f))
                                 : 0.0f;
        const float wantTh = xv <= 0.5f ? 0.0f : gv;
        ASSERT_TRUE((std::isnan(wantHs) && std::isnan(hsv)) || BitsFromF32(wantHs) == BitsFromF32(hsv)) << i;
        ASSERT_TRUE((std::isnan(wantTh) && std::isnan(thv)) || BitsFromF32(wantTh) == BitsFromF32(thv)) << i;
    }
    // Only CANN's default hard sigmoid runs on the CPU. AddGraph took a snapshot: the edit counts once the
    // graph is added again.
    hs.set_attr_alpha(0.25f);
    EXPECT_EQ(session.RunGraph(7, {HostTensor(shape, ACL_FLOAT, g), HostTensor(shape, ACL_FLOAT, x)}, outputs),
              ge::SUCCESS)
        << "an edit after AddGraph reached the session";
    ASSERT_EQ(session.RemoveGraph(7), ge::SUCCESS);
    ASSERT_EQ(session.AddGraph(7, graph), ge::SUCCESS);
    EXPECT_EQ(session.RunGraph(7, {HostTensor(shape, ACL_FLOAT, g), HostTensor(shape, ACL_FLOAT, x)}, outputs),
              ge::FAILED);
    EXPECT_NE(ErrorText().find("alpha"), std::string::npos) << ErrorText();
}

// Consts and fed tensors that lie about their size, and shapes nothing could hold, fail with a message
// before anything is sized from them.
TEST(GraphHardening, BadConstsAndHugeShapesFail)
{
    ge::Session session({});
    std::vector<Tensor> outputs;
    auto runConst = [&](uint32_t id, const Tensor &value) {
        ge::Graph graph("const");
        auto c = ge::op::Const("c").set_attr_value(value);
        auto relu = ge::op::ReluV2("relu").set_input_x(c);
        graph.SetOutputs({relu});
        EXPECT_EQ(session.AddGraph(id, graph), ge::SUCCESS) << ErrorText();
        return session.RunGraph(id, {}, outputs);
    };
    const uint8_t eight[8] = {};
    EXPECT_EQ(runConst(1, Tensor(TensorDesc(ge::Shape({64}), ge::FORMAT_ND, ge::DT_FLOAT), eight, 8)), ge::FAILED);
    EXPECT_NE(ErrorText().find("value tensor holds 8 bytes, its dtype and shape need 256"), std::string::npos)
        << ErrorText();
    EXPECT_EQ(runConst(2, Tensor(TensorDesc(ge::Shape({int64_t{1} << 40}), ge::FORMAT_ND, ge::DT_FLOAT), eight, 8)),
              ge::FAILED);
    EXPECT_NE(ErrorText().find("need"), std::string::npos) << ErrorText();
    EXPECT_EQ(runConst(3, Tensor(TensorDesc(ge::Shape({-1}), ge::FORMAT_ND, ge::DT_FLOAT), eight, 8)), ge::FAILED);
    EXPECT_NE(ErrorText().find("cannot be run"), std::string::npos) << ErrorText();
    EXPECT_EQ(runConst(4, Tensor(TensorDesc(ge::Shape({int64_t{1} << 41}), ge::FORMAT_ND, ge::DT_FLOAT), eight, 8)),
              ge::FAILED);
    // A fed tensor of 2^40 elements of a dtype with no size (it needs "0 bytes").
    ge::Graph graph("fed");
    auto x = ge::op::Data("x");
    auto relu = ge::op::ReluV2("relu").set_input_x(x);
    graph.SetInputs({x}).SetOutputs({relu});
    ASSERT_EQ(session.AddGraph(10, graph), ge::SUCCESS);
    for (ge::DataType dtype : {ge::DT_STRING, static_cast<ge::DataType>(99)}) {
        TensorDesc huge(ge::Shape({int64_t{1} << 40}), ge::FORMAT_ND, dtype);
        EXPECT_EQ(session.RunGraph(10, {Tensor(huge, eight, 8)}, outputs), ge::FAILED);
        EXPECT_NE(ErrorText().find("has no element size"), std::string::npos) << ErrorText();
    }
}

// Empty tensors run in graph mode too: every output is empty, nothing fails.
TEST(GraphHardening, EmptyTensorsRun)
{
    ge::Graph graph("empty");
    auto g = ge::op::Data("g");
    auto x = ge::op::Data("x");
    auto relu = ge::op::ReluV2("relu").set_input_x(x);
    auto back = ge::op::ReluGradV2("back").set_input_gradients(g).set_input_mask(relu, "mask");
    auto th = ge::op::ThresholdGradV2D("th").set_input_gradients(g).set_input_features(x);
    graph.SetInputs({g, x}).SetOutputs({relu, back, th});
    ge::Session session({});
    ASSERT_EQ(session.AddGraph(0, graph), ge::SUCCESS) << ErrorText();
    std::vector<Tensor> outputs;
    const std::vector<uint8_t> none;
    ASSERT_EQ(
        session.RunGraph(0, {HostTensor({2, 0, 3}, ACL_FLOAT, none), HostTensor({2, 0, 3}, ACL_FLOAT, none)}, outputs),
        ge::SUCCESS)
        << ErrorText();
    ASSERT_EQ(outputs.size(), 4u);
    for (const Tensor &t : outputs) {
        EXPECT_EQ(t.GetTensorDesc().GetShape().GetShapeSize(), 0);
    }
}

// A million-node chain builds, runs and is released without recursing once per node. (Under sanitizers a
// quarter million: a recursion that deep still overflows their larger stack frames.)
TEST(GraphHardening, MillionNodeChain)
{
#ifdef ACLP_UNDER_SANITIZER
    const int nodes = 250000;
#else
    const int nodes = 1000000;
#endif
    std::weak_ptr<ge::OperatorImpl> first;
    {
        ge::Graph graph("chain");
        auto x = ge::op::Data("x");
        first = x.Impl();
        Operator last = x;
        for (int i = 0; i < nodes; ++i) {
            auto relu = ge::op::ReluV2(("r" + std::to_string(i)).c_str());
            relu.set_input_x(last, "y");  // y of the previous ReluV2 (x's only output for the Data node)
            last = relu;
        }
        graph.SetInputs({x}).SetOutputs({last});
        ge::Session session({});
        ASSERT_EQ(session.AddGraph(0, graph), ge::SUCCESS) << ErrorText();
        const std::vector<uint8_t> bytes = {0, 0, 0x80, 0x3F, 0, 0, 0x80, 0xBF};  // 1.0f, -1.0f
        std::vector<Tensor> outputs;
        ASSERT_EQ(session.RunGraph(0, {HostTensor({2}, ACL_FLOAT, bytes)}, outputs), ge::SUCCESS) << ErrorText();
        ASSERT_EQ(outputs.size(), 2u);
        EXPECT_EQ(Bytes(outputs[0], 8), (std::vector<uint8_t>{0, 0, 0x80, 0x3F, 0, 0, 0, 0}));
        EXPECT_EQ(outputs[1].GetData()[0], 1);  // mask: only the first element is > 0
    }                                           // handles, graph and session released here: no recursion a million deep
    EXPECT_TRUE(first.expired());
}

// A graph with a cycle is refused, and its nodes are freed once the caller drops them.
TEST(GraphHardening, CyclicGraphsAreRefusedAndFreed)
{
    ge::Session session({});
    for (int round = 0; round < 1000; ++round) {
        std::weak_ptr<ge::OperatorImpl> a, b, selfFed;
        {
            ge::Graph graph("cycle");
            auto r1 = ge::op::ReluV2("r1");
            auto r2 = ge::op::ReluV2("r2").set_input_x(r1, "y");
            r1.set_input_x(r2, "y");  // closes the cycle
            auto self = ge::op::ReluV2("self");
            self.set_input_x(self, "y");  // a node fed by itself
            selfFed = self.Impl();
            graph.SetOutputs({r2});
            EXPECT_EQ(session.AddGraph(round, graph), ge::FAILED);
            EXPECT_NE(ErrorText().find("cycle"), std::string::npos) << ErrorText();
            a = r1.Impl();
            b = r2.Impl();
        }
        ASSERT_TRUE(a.expired() && b.expired()) << "the cycle's nodes keep each other alive (round " << round << ")";
        ASSERT_TRUE(selfFed.expired()) << "a node fed by itself keeps itself alive";
    }
}

// Outputs are the session's own tensors (a Data output does not share the caller's input), and what
// AddGraph took does not change when the caller edits the graph afterwards.
TEST(GraphHardening, OutputsAreOwnedAndAddGraphTakesASnapshot)
{
    ge::Graph graph("passthrough");
    auto x = ge::op::Data("x");
    auto relu = ge::op::ReluV2("relu").set_input_x(x);
    graph.SetInputs({x}).SetOutputs({x, relu});
    ge::Session session({});
    ASSERT_EQ(session.AddGraph(0, graph), ge::SUCCESS) << ErrorText();
    const std::vector<uint8_t> bytes = {0, 0, 0x80, 0x3F, 0, 0, 0x80, 0xBF};
    Tensor input = HostTensor({2}, ACL_FLOAT, bytes);
    std::vector<Tensor> outputs;
    ASSERT_EQ(session.RunGraph(0, {input}, outputs), ge::SUCCESS) << ErrorText();
    ASSERT_EQ(outputs.size(), 3u);
    EXPECT_NE(outputs[0].GetData(), input.GetData()) << "the Data output shares the caller's input storage";
    outputs[0].GetData()[0] = 0x55;
    EXPECT_EQ(input.GetData()[0], 0) << "writing the output changed the caller's input";
    // Edits after AddGraph: a new output and a relinked input do not reach the session's graph.
    auto other = ge::op::Data("other");
    relu.set_input_x(other);
    graph.SetOutputs({relu});
    ASSERT_EQ(session.RunGraph(0, {input}, outputs), ge::SUCCESS) << ErrorText();
    EXPECT_EQ(outputs.size(), 3u);
}

TEST(GraphApi, DumpShowsNodesEdgesAndDescs)
{
    ge::Graph graph("dumped");
    auto x = ge::op::Data("x_in");
    x.update_output_desc_y(TensorDesc(ge::Shape({4, 8}), ge::FORMAT_ND, ge::DT_BF16));
    auto relu = ge::op::ReluV2("relu_node").set_input_x(x);
    graph.AddOp(x);
    graph.AddOp(relu);
    graph.SetInputs({x}).SetOutputs({relu});
    const std::string base = testing::TempDir() + "/aclp_dump";
    ASSERT_EQ(ge::aclgrphDumpGraph(graph, base.c_str(), base.size()), ge::GRAPH_SUCCESS);
    std::ifstream in(base + ".txt");
    std::stringstream text;
    text << in.rdbuf();
    const std::string dump = text.str();
    EXPECT_NE(dump.find("graph dumped"), std::string::npos) << dump;
    EXPECT_NE(dump.find("node x_in type=Data"), std::string::npos) << dump;
    EXPECT_NE(dump.find("node relu_node type=ReluV2"), std::string::npos) << dump;
    EXPECT_NE(dump.find("input 0 x <- x_in:0"), std::string::npos) << dump;
    EXPECT_NE(dump.find("output 0 y dtype=27 shape=[4,8]"), std::string::npos) << dump;
    EXPECT_NE(dump.find("output 1 mask"), std::string::npos) << dump;
    EXPECT_NE(dump.find("graph_output relu_node"), std::string::npos) << dump;
    // Nodes come in dependency order: the Data node first.
    EXPECT_LT(dump.find("node x_in"), dump.find("node relu_node"));
}

}  // namespace
}  // namespace aclp_test
