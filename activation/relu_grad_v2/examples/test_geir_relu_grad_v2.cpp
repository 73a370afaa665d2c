/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * ReluGradV2 in GE IR graph mode, written the way CANN's graph examples are: Data nodes made by an
 * ADD_INPUT macro, a Graph, a Session, aclgrphDumpGraph, RunGraph, inputs and outputs dumped to .bin
 * files. Build with CANN's graph compile line:
 *   g++ test_geir_relu_grad_v2.cpp -I $P/include/graph -I $P/include/ge -I $P/include -I $P/include/external \
 *       -I $P/x86_64-linux/include -I $P/opp/built-in/op_proto/inc -L $P/lib64/stub -L $P/lib64 \
 *       -lgraph -lge_runner -lgraph_base -lge_compiler -o test_geir_relu_grad_v2
 */
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "../op_graph/relu_grad_v2_proto.h"
#include "array_ops.h"
#include "experiment_ops.h"
#include "ge_api.h"
#include "ge_api_types.h"
#include "ge_error_codes.h"
#include "ge_ir_build.h"
#include "graph.h"
#include "nn_other.h"
#include "tensor.h"
#include "types.h"

using namespace std;
using namespace ge;

#define SUCCESS 0
#define FAILED -1

// Every element gets the float32 value 2.0 (4 bytes), whatever the declared dtype, as CANN's examples do.
static int32_t GenOnesDataFloat32(const vector<int64_t> &shape, Tensor &tensor)
{
    int64_t size = 1;
    for (int64_t d : shape)
        size *= d;
    vector<float> data(size, 2.0f);
    return tensor.SetData(reinterpret_cast<const uint8_t *>(data.data()), size * sizeof(float)) == GRAPH_SUCCESS
               ? SUCCESS
               : FAILED;
}

#define ADD_INPUT(index, name, dtype, shape)                         \
    auto data##index = op::Data(string("input") + to_string(index)); \
    data##index.set_attr_index(0);                                   \
    TensorDesc desc##index(ge::Shape(shape), FORMAT_ND, dtype);      \
    desc##index.SetPlacement(ge::kPlacementHost);                    \
    desc##index.SetFormat(FORMAT_ND);                                \
    Tensor tensor##index(desc##index);                               \
    desc##index.SetRealDimCnt(static_cast<int64_t>(shape.size()));   \
    if (GenOnesDataFloat32(shape, tensor##index) != SUCCESS) {       \
        printf("generate input %d failed\n", index);                 \
        return FAILED;                                               \
    }                                                                \
    data##index.update_input_desc_x(desc##index);                    \
    data##index.update_output_desc_y(desc##index);                   \
    input.push_back(tensor##index);                                  \
    graph.AddOp(data##index);                                        \
    op.set_input_##name(data##index);                                \
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
        printf("GEInitialize failed\n");
        return FAILED;
    }
    Graph graph("IrGraph1");
    vector<Tensor> input;
    vector<Operator> inputs;
    auto op = op::ReluGradV2("reluGradV2");
    vector<int64_t> shape = {1, 64, 2, 64};
    ADD_INPUT(1, gradients, DT_BF16, shape);
    ADD_INPUT(2, mask, DT_UINT1, shape);
    graph.AddOp(op);
    graph.SetInputs(inputs).SetOutputs({op});

    map<AscendString, AscendString> options;
    Session *session = new Session(options);
    if (session->AddGraph(0, graph, options) != SUCCESS) {
        printf("AddGraph failed: %s\n", GEGetErrorMsgV2().GetString());
        return FAILED;
    }
    aclgrphDumpGraph(graph, "./dump", 6);
    vector<Tensor> output;
    if (session->RunGraph(0, input, output) != SUCCESS) {
        printf("RunGraph failed: %s\n", GEGetErrorMsgV2().GetString());
        return FAILED;
    }
    printf("RunGraph success: %zu output(s)\n", output.size());
    for (size_t i = 0; i < input.size(); ++i) {
        WriteBin("./tc_ge_irrun_test_0008_npu_input_" + to_string(i) + ".bin", input[i]);
    }
    for (size_t i = 0; i < output.size(); ++i) {
        WriteBin("./tc_ge_irrun_test_0008_npu_output_" + to_string(i) + ".bin", output[i]);
        const TensorDesc desc = output[i].GetTensorDesc();
        const int64_t n = desc.GetShape().GetShapeSize();
        // The gradients read as BF16 alternate 0.0 and 2.0; the mask bytes 00 00 00 40 keep element 30 of
        // every 32, an even one whose gradient is 0.0: every backprop is 0.
        const uint16_t *bits = reinterpret_cast<const uint16_t *>(output[i].GetData());
        int64_t nonZero = 0;
        for (int64_t k = 0; k < n; ++k)
            nonZero += bits[k] != 0;
        cout << "output " << i << ": dtype " << desc.GetDataType() << ", " << n << " elements, " << nonZero
             << " non-zero" << endl;
    }
    printf("error message: \"%s\"\n", GEGetErrorMsgV2().GetString());
    delete session;
    GEFinalize();
    return SUCCESS;
}
