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

// The one FLOAT output of a successful run as `count` floats (-1 each, and a failure, when there is none).
inline std::vector<float> FloatOutput(ge::Status status, const std::vector<ge::Tensor> &outputs, size_t count)
{
    EXPECT_EQ(status, ge::SUCCESS) << ge::GEGetErrorMsgV2().GetString();
    std::vector<float> y(count, -1.0f);
    if (outputs.size() == 1 && outputs[0].GetSize() >= count * sizeof(float)) {
        std::memcpy(y.data(), outputs[0].GetData(), count * sizeof(float));
    } else {
        ADD_FAILURE() << "no output of " << count << " floats: " << outputs.size() << " outputs, "
                      << (outputs.empty() ? 0 : outputs[0].GetSize()) << " bytes";
    }
    return y;
}

// Runs Data -> node on FLOAT values of `shape`, expecting success; returns the FLOAT output.
template <class Node, class Connect>
std::vector<float> RunOneNodeGraphOnFloats(Node &node, Connect connect, const std::vector<int64_t> &shape,
                                           const std::vector<float> &x)
{
    std::vector<ge::Tensor> outputs;
    const ge::Status status =
        RunOneNodeGraph(node, connect, HostTensor(shape, ge::DT_FLOAT, x.data(), x.size() * sizeof(float)), &outputs);
    return FloatOutput(status, outputs, x.size());
}

// Runs Data a, Data b -> node on FLOAT values, expecting success; returns the FLOAT output (`a`'s element count).
template <class Node, class Connect>
std::vector<float> RunTwoInputGraphOnFloats(Node &node, Connect connect, const std::vector<int64_t> &shapeA,
                                            const std::vector<float> &a, const std::vector<int64_t> &shapeB,
                                            const std::vector<float> &b)
{
    std::vector<ge::Tensor> outputs;
    const ge::Status status =
        RunTwoInputGraph(node, connect, HostTensor(shapeA, ge::DT_FLOAT, a.data(), a.size() * sizeof(float)),
                         HostTensor(shapeB, ge::DT_FLOAT, b.data(), b.size() * sizeof(float)), &outputs);
    return FloatOutput(status, outputs, a.size());
}

// A dtype the node's aclnn entry refuses (four INT32 elements in every input) fails the run, with a message
// naming it.
inline void ExpectRefusedInt32Run(ge::Status status)
{
    EXPECT_EQ(status, ge::FAILED);
    EXPECT_NE(std::string(ge::GEGetErrorMsgV2().GetString()).find("INT32"), std::string::npos)
        << ge::GEGetErrorMsgV2().GetString();
}
inline ge::Tensor FourInt32s()
{
    static const int32_t x[] = {1, -2, 3, -4};
    return HostTensor({4}, ge::DT_INT32, x, sizeof(x));
}
template <class Node, class Connect>
void ExpectInt32InputFailsTheRun(Node &node, Connect connect)
{
    std::vector<ge::Tensor> outputs;
    ExpectRefusedInt32Run(RunOneNodeGraph(node, connect, FourInt32s(), &outputs));
}
template <class Node, class Connect>
void ExpectInt32InputsFailTheRun(Node &node, Connect connect)
{
    std::vector<ge::Tensor> outputs;
    ExpectRefusedInt32Run(RunTwoInputGraph(node, connect, FourInt32s(), FourInt32s(), &outputs));
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_GRAPH_RUN_H_
