// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Graph-mode tests of one- and two-input operators: a session runs the graph Data -> node (or Data, Data ->
// node) on host tensors. `connect(node, data...)` wires the node's inputs (their setters' names differ per
// prototype).
#ifndef ACLP_TESTS_COMMON_GRAPH_RUN_H_
#define ACLP_TESTS_COMMON_GRAPH_RUN_H_

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "array_ops.h"
#include "ge_api.h"

namespace aclp_test {

inline ge::Tensor HostTensor(const std::vector<int64_t> &shape, ge::DataType dtype, const void *data, size_t bytes)
{
    ge::TensorDesc desc(ge::Shape(shape), ge::FORMAT_ND, dtype);
    return ge::Tensor(desc, static_cast<const uint8_t *>(data), bytes);
}

// Runs Data -> node on `input`; returns RunGraph's status, the outputs in *outputs.
template <class Node, class Connect>
ge::Status RunOneNodeGraph(Node &node, Connect connect, const ge::Tensor &input, std::vector<ge::Tensor> *outputs)
{
    ge::Graph graph("one_node");
    auto data = ge::op::Data("x");
    connect(node, data);
    graph.SetInputs({data}).SetOutputs({node});
    ge::Session session({});
    EXPECT_EQ(session.AddGraph(0, graph), ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
    return session.RunGraph(0, {input}, *outputs);
}

// Runs Data a, Data b -> node on `a` and `b`; returns RunGraph's status, the outputs in *outputs.
template <class Node, class Connect>
ge::Status RunTwoInputGraph(Node &node, Connect connect, const ge::Tensor &a, const ge::Tensor &b,
                            std::vector<ge::Tensor> *outputs)
{
    ge::Graph graph("two_inputs");
    auto dataA = ge::op::Data("a");
    auto dataB = ge::op::Data("b");
    connect(node, dataA, dataB);
    graph.SetInputs({dataA, dataB}).SetOutputs({node});
    ge::Session session({});
    EXPECT_EQ(session.AddGraph(0, graph), ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
    return session.RunGraph(0, {a, b}, *outputs);
}

// Runs Data -> node on FLOAT values of `shape`, expecting success; returns the FLOAT output.
template <class Node, class Connect>
std::vector<float> RunOneNodeGraphOnFloats(Node &node, Connect connect, const std::vector<int64_t> &shape,
                                           const std::vector<float> &x)
{
    std::vector<ge::Tensor> outputs;
    EXPECT_EQ(
        RunOneNodeGraph(node, connect, HostTensor(shape, ge::DT_FLOAT, x.data(), x.size() * sizeof(float)), &outputs),
        ge::SUCCESS)
        << ge::GEGetErrorMsgV2().GetString();
    std::vector<float> y(x.size(), -1.0f);
    if (outputs.size() == 1 && outputs[0].GetSize() >= x.size() * sizeof(float)) {
        std::memcpy(y.data(), outputs[0].GetData(), x.size() * sizeof(float));
    } else {
        ADD_FAILURE() << "no output of " << x.size() << " floats: " << outputs.size() << " outputs, "
                      << (outputs.empty() ? 0 : outputs[0].GetSize()) << " bytes";
    }
    return y;
}

// A dtype the node's aclnn entry refuses (four INT32 elements in every input) fails the run, with a message
// naming it.
template <class Node, class Connect>
void ExpectInt32InputFailsTheRun(Node &node, Connect connect)
{
    const std::vector<int32_t> x = {1, -2, 3, -4};
    std::vector<ge::Tensor> outputs;
    EXPECT_EQ(RunOneNodeGraph(node, connect, HostTensor({4}, ge::DT_INT32, x.data(), 16), &outputs), ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString()).find("INT32"), std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();
}
template <class Node, class Connect>
void ExpectInt32InputsFailTheRun(Node &node, Connect connect)
{
    const std::vector<int32_t> x = {1, -2, 3, -4};
    const ge::Tensor t = HostTensor({4}, ge::DT_INT32, x.data(), 16);
    std::vector<ge::Tensor> outputs;
    EXPECT_EQ(RunTwoInputGraph(node, connect, t, t, &outputs), ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString()).find("INT32"), std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_GRAPH_RUN_H_
