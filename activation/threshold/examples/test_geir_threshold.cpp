/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * Threshold (Caffe's layer, which has no aclnn entry) in a GE IR graph: y = x > threshold ? 1 : 0, x
 * compared exactly with the float attribute (a NaN x gives 0), first with threshold 0.5, then with the
 * attribute left at its default 0. Build with CANN's graph compile line:
 *   g++ test_geir_threshold.cpp -I $P/include/graph -I $P/include/ge -I $P/include -I $P/include/external \
 *       -I $P/x86_64-linux/include -I $P/opp/built-in/op_proto/inc -L $P/lib64/stub -L $P/lib64 \
 *       -lgraph -lge_runner -lgraph_base -lge_compiler -o test_geir_threshold
 */
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "array_ops.h"
#include "elewise_calculation_ops.h"
#include "ge_api.h"
#include "ge_api_types.h"
#include "ge_error_codes.h"
#include "graph.h"
#include "tensor.h"
#include "types.h"

using namespace std;
using namespace ge;

#define SUCCESS 0
#define FAILED -1

// Builds and runs Data x -> Threshold (its attribute set when `threshold` is not null); prints x and y.
static int RunThreshold(const char *graphName, const float *threshold)
{
    const vector<float> x = {-2.0f, 0.0f, 1e-45f, 0.5f, 0.50000006f, 0.75f, 3.0f, NAN};
    const vector<int64_t> shape = {2, 4};

    Graph graph(graphName);
    auto data = op::Data("x");
    data.set_attr_index(0);
    TensorDesc desc(ge::Shape(shape), FORMAT_ND, DT_FLOAT);
    desc.SetPlacement(ge::kPlacementHost);
    data.update_input_desc_x(desc);
    data.update_output_desc_y(desc);
    auto op = op::Threshold("threshold");
    op.set_input_x(data);
    if (threshold != nullptr) {
        op.set_attr_threshold(*threshold);
    }
    graph.SetInputs({data}).SetOutputs({op});

    map<AscendString, AscendString> options;
    Session session(options);
    if (session.AddGraph(0, graph, options) != SUCCESS) {
        printf("AddGraph failed: %s\n", GEGetErrorMsgV2().GetString());
        return FAILED;
    }
    vector<Tensor> input = {Tensor(desc, reinterpret_cast<const uint8_t *>(x.data()), x.size() * sizeof(float))};
    vector<Tensor> output;
    if (session.RunGraph(0, input, output) != SUCCESS || output.size() != 1) {
        printf("RunGraph failed: %s\n", GEGetErrorMsgV2().GetString());
        return FAILED;
    }
    const float *y = reinterpret_cast<const float *>(output[0].GetData());
    printf("%s: threshold %s\n", graphName, threshold != nullptr ? "0.5" : "not set (0)");
    for (size_t i = 0; i < x.size(); ++i) {
        printf("x = %-15.9g y = %g\n", x[i], y[i]);
    }
    return SUCCESS;
}

int main()
{
    map<AscendString, AscendString> globalOptions = {{"ge.exec.deviceId", "0"}, {"ge.graphRunMode", "1"}};
    if (GEInitialize(globalOptions) != SUCCESS) {
        return FAILED;
    }
    const float half = 0.5f;
    int ret = RunThreshold("threshold", &half);
    if (ret == SUCCESS) {
        ret = RunThreshold("threshold_default", nullptr);
    }
    GEFinalize();
    return ret;
}
