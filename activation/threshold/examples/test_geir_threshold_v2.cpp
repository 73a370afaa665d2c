/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * ThresholdV2 in a GE IR graph, written the way CANN's graph examples are: y = x <= threshold ? value : x,
 * with threshold and value fed as one-element tensors, then the same graph with value left unconnected
 * (it is optional: 0). Build with CANN's graph compile line:
 *   g++ test_geir_threshold_v2.cpp -I $P/include/graph -I $P/include/ge -I $P/include -I $P/include/external \
 *       -I $P/x86_64-linux/include -I $P/opp/built-in/op_proto/inc -L $P/lib64/stub -L $P/lib64 \
 *       -lgraph -lge_runner -lgraph_base -lge_compiler -o test_geir_threshold_v2
 */
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "../op_graph/threshold_proto.h"
#include "array_ops.h"
#include "ge_api.h"
#include "ge_api_types.h"
#include "ge_error_codes.h"
#include "ge_ir_build.h"
#include "graph.h"
#include "tensor.h"
#include "types.h"

using namespace std;
using namespace ge;

#define SUCCESS 0
#define FAILED -1

// A Data node fed with host FLOAT values, connected to input `name` of `op`.
#define ADD_INPUT(index, name, shape, values)                                                               \
    auto data##index = op::Data(string("input") + to_string(index));                                        \
    data##index.set_attr_index(0);                                                                          \
    TensorDesc desc##index(ge::Shape(shape), FORMAT_ND, DT_FLOAT);                                          \
    desc##index.SetPlacement(ge::kPlacementHost);                                                           \
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

// Builds and runs x, threshold[, value] -> ThresholdV2; prints each x with its result.
static int RunThresholdV2(const char *graphName, bool withValue)
{
    const vector<int64_t> xShape = {2, 4};
    const vector<int64_t> scalarShape = {1};
    const vector<float> x = {-2.0f, -0.5f, 0.0f, 0.5f, 0.75f, 1.0f, 3.0f, -3.0f};
    const vector<float> threshold = {0.5f};
    const vector<float> value = {-1.0f};

    Graph graph(graphName);
    vector<Tensor> input;
    vector<Operator> inputs;
    auto op = op::ThresholdV2("thresholdV2");
    ADD_INPUT(1, x, xShape, x);
    ADD_INPUT(2, threshold, scalarShape, threshold);
    if (withValue) {
        ADD_INPUT(3, value, scalarShape, value);
    }
    graph.SetInputs(inputs).SetOutputs({op});

    map<AscendString, AscendString> options;
    Session session(options);
    if (session.AddGraph(0, graph, options) != SUCCESS) {
        printf("AddGraph failed: %s\n", GEGetErrorMsgV2().GetString());
        return FAILED;
    }
    const string dump = string("./dump_") + graphName;
    aclgrphDumpGraph(graph, dump.c_str(), dump.size());
    vector<Tensor> output;
    if (session.RunGraph(0, input, output) != SUCCESS || output.size() != 1) {
        printf("RunGraph failed: %s\n", GEGetErrorMsgV2().GetString());
        return FAILED;
    }
    for (size_t i = 0; i < input.size(); ++i) {
        WriteBin("./tc_ge_irrun_test_0008_npu_input_" + to_string(i) + ".bin", input[i]);
    }
    WriteBin("./tc_ge_irrun_test_0008_npu_output_0.bin", output[0]);
    const float *y = reinterpret_cast<const float *>(output[0].GetData());
    printf("%s: threshold %.2f, value %s\n", graphName, threshold[0], withValue ? "-1.00" : "not connected (0)");
    for (size_t i = 0; i < x.size(); ++i) {
        printf("x = %5.2f  y = %5.2f\n", x[i], y[i]);
    }
    return SUCCESS;
}

int main()
{
    map<AscendString, AscendString> globalOptions = {{"ge.exec.deviceId", "0"}, {"ge.graphRunMode", "1"}};
    if (GEInitialize(globalOptions) != SUCCESS) {
        return FAILED;
    }
    int ret = RunThresholdV2("threshold_v2", true);
    if (ret == SUCCESS) {
        ret = RunThresholdV2("threshold_v2_no_value", false);
    }
    GEFinalize();
    return ret;
}
