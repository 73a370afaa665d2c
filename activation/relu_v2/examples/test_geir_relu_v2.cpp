/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * ReluV2 feeding ReluGradV2 in one GE IR graph: the forward's mask goes straight into the backward,
 * written the way CANN's graph examples are. Build with CANN's graph compile line:
 *   g++ test_geir_relu_v2.cpp -I $P/include/graph -I $P/include/ge -I $P/include -I $P/include/external \
 *       -I $P/x86_64-linux/include -I $P/opp/built-in/op_proto/inc -L $P/lib64/stub -L $P/lib64 \
 *       -lgraph -lge_runner -lgraph_base -lge_compiler -o test_geir_relu_v2
 */
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "../op_graph/relu_v2_proto.h"
#include "array_ops.h"
#include "ge_api.h"
#include "ge_api_types.h"
#include "ge_error_codes.h"
#include "ge_ir_build.h"
#include "graph.h"
#include "nonlinear_fuc_ops.h"
#include "tensor.h"
#include "types.h"

using namespace std;
using namespace ge;

#define SUCCESS 0
#define FAILED -1

// A Data node fed with host values, connected to input `name` of `op`.
#define ADD_INPUT(index, name, dtype, shape, values)                                                        \
    auto data##index = op::Data(string("input") + to_string(index));                                        \
    data##index.set_attr_index(0);                                                                          \
    TensorDesc desc##index(ge::Shape(shape), FORMAT_ND, dtype);                                             \
    desc##index.SetPlacement(ge::kPlacementHost);                                                           \
    desc##index.SetFormat(FORMAT_ND);                                                                       \
    desc##index.SetRealDimCnt(static_cast<int64_t>(shape.size()));                                          \
    Tensor tensor##index(desc##index, reinterpret_cast<const uint8_t *>(values.data()), values.size() * 4); \
    data##index.update_input_desc_x(desc##index);                                                           \
    data##index.update_output_desc_y(desc##index);                                                          \
    input.push_back(tensor##index);                                                                         \
    graph.AddOp(data##index);                                                                               \
    op.set_input_##name(data##index);                                                                       \
    inputs.push_back(data##index);

static void WriteBin(const string &path, const Tensor &t)
{
    ofstream out(path, ios::binary);
    out.write(reinterpret_cast<const char *>(t.GetData()), static_cast<streamsize>(t.GetSize()));
}

int main()
{
    map<AscendString, AscendString> globalOptions = {{"ge.exec.deviceId", "0"}, {"ge.graphRunMode", "1"}};
    if (GEInitialize(globalOptions) != SUCCESS) {
        return FAILED;
    }
    Graph graph("relu_train_step");
    const vector<int64_t> shape = {2, 5};  // the last dimension is not a multiple of 8
    const vector<float> x = {-2.0f, -1.0f, -0.0f, 0.0f, 0.5f, 1.0f, 2.0f, -0.5f, 3.0f, -3.0f};
    const vector<float> grad = {1, -2, 3, -4, 5, -6, 7, -8, 9, -10};

    vector<Tensor> input;
    vector<Operator> inputs;
    auto forward = op::ReluV2("reluV2");
    auto op = forward;  // ADD_INPUT connects to `op`
    ADD_INPUT(1, x, DT_FLOAT, shape, x);
    auto backward = op::ReluGradV2("reluGradV2").set_input_mask(forward, "mask");
    {
        auto op = backward;
        ADD_INPUT(2, gradients, DT_FLOAT, shape, grad);
    }
    graph.AddOp(forward);
    graph.AddOp(backward);
    graph.SetInputs(inputs).SetOutputs({forward, backward});

    map<AscendString, AscendString> options;
    Session session(options);
    if (session.AddGraph(0, graph, options) != SUCCESS) {
        printf("AddGraph failed: %s\n", GEGetErrorMsgV2().GetString());
        return FAILED;
    }
    aclgrphDumpGraph(graph, "./dump_relu_v2", 14);
    vector<Tensor> output;
    if (session.RunGraph(0, input, output) != SUCCESS || output.size() != 3) {
        printf("RunGraph failed: %s\n", GEGetErrorMsgV2().GetString());
        return FAILED;
    }
    for (size_t i = 0; i < input.size(); ++i) {
        WriteBin("./tc_ge_irrun_test_0008_npu_input_" + to_string(i) + ".bin", input[i]);
    }
    for (size_t i = 0; i < output.size(); ++i) {
        WriteBin("./tc_ge_irrun_test_0008_npu_output_" + to_string(i) + ".bin", output[i]);
    }
    const float *y = reinterpret_cast<const float *>(output[0].GetData());
    const uint8_t *mask = output[1].GetData();
    const float *backprops = reinterpret_cast<const float *>(output[2].GetData());
    printf("mask bytes: 0x%02x 0x%02x (dtype %d)\n", mask[0], mask[1], output[1].GetTensorDesc().GetDataType());
    for (size_t i = 0; i < x.size(); ++i) {
        printf("x = %5.2f  y = %4.2f  grad = %6.2f  backprop = %6.2f\n", x[i], y[i], grad[i], backprops[i]);
    }
    GEFinalize();
    return SUCCESS;
}
