// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// libFuzzer target for GE IR graph mode: graphs of Data, ReluV2, ReluGradV2, HardSigmoidGrad,
// ThresholdGradV2D and ThresholdV2 (an optional input) nodes wired at random (inputs left unconnected, nodes
// fed by themselves' neighbours,
// unknown attributes), added to a Session and run with input tensors of any shape, dtype and byte count.
// AddGraph and RunGraph must return SUCCESS or FAILED with a message; nothing may crash or trip a
// sanitizer, and a successful run returns every output tensor of every output node. Also: Const nodes
// whose value lies about its size or has absurd dims, inputs relinked to later nodes (cycles), edits to
// the graph after AddGraph (the session ran a snapshot: the same outputs again), and every node freed
// once the caller drops it (cycles included).
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "array_ops.h"
#include "experiment_ops.h"
#include "ge_api.h"
#include "nn_other.h"
#include "nonlinear_fuc_ops.h"

namespace {

void Check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_graph_session: %s\n", what);
        std::abort();
    }
}

ge::DataType Dtype(FuzzedDataProvider &fdp)
{
    static const ge::DataType kTypes[] = {ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_BF16,  ge::DT_INT8,   ge::DT_UINT8,
                                          ge::DT_INT32, ge::DT_INT64,   ge::DT_UINT1, ge::DT_DOUBLE, ge::DT_BOOL};
    return fdp.ConsumeIntegralInRange(0, 9) == 0
               ? static_cast<ge::DataType>(fdp.ConsumeIntegralInRange(0, 40))  // inside the enum's range
               : fdp.PickValueInArray(kTypes);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    std::map<ge::AscendString, ge::AscendString> options;
    ge::GEInitialize(options);
    return 0;
}

namespace {

// dims of any sort: small, 0, -1 (unknown), 2^40.
std::vector<int64_t> Dims(FuzzedDataProvider &fdp, int64_t *numel)
{
    std::vector<int64_t> dims(fdp.ConsumeIntegralInRange(0, 4));
    *numel = 1;
    for (int64_t &d : dims) {
        d = fdp.ConsumeIntegralInRange(0, 12) == 0 ? int64_t{1} << 40 : fdp.ConsumeIntegralInRange<int64_t>(-1, 9);
        *numel *= d > 0 && d < 100 ? d : 1;
    }
    return dims;
}

ge::Tensor AnyTensor(FuzzedDataProvider &fdp)
{
    int64_t numel = 1;
    const std::vector<int64_t> dims = Dims(fdp, &numel);
    ge::TensorDesc desc(ge::Shape(dims), ge::FORMAT_ND, Dtype(fdp));
    std::vector<uint8_t> bytes(fdp.ConsumeIntegralInRange<size_t>(0, static_cast<size_t>(numel) * 8 + 8));
    for (uint8_t &byte : bytes) {
        byte = fdp.ConsumeIntegral<uint8_t>();
    }
    return ge::Tensor(desc, bytes);
}

void RunOne(FuzzedDataProvider &fdp, std::vector<std::weak_ptr<ge::OperatorImpl>> *all)
{
    std::vector<ge::Operator> nodes;
    std::vector<size_t> outputCount;  // per node: ReluV2 has two outputs (y, mask), the others one
    std::vector<ge::Operator> inputs;
    const int dataNodes = fdp.ConsumeIntegralInRange(0, 3);
    for (int i = 0; i < dataNodes; ++i) {
        auto d = ge::op::Data(("d" + std::to_string(i)).c_str());
        if (fdp.ConsumeBool()) {
            d.set_attr_index(fdp.ConsumeIntegralInRange(-1, 4));
        }
        nodes.push_back(d);
        outputCount.push_back(1);
        inputs.push_back(d);
    }
    auto pick = [&](ge::Operator **out) {
        if (nodes.empty() || fdp.ConsumeIntegralInRange(0, 6) == 0) {
            return false;  // left unconnected
        }
        *out = &nodes[fdp.ConsumeIntegralInRange<size_t>(0, nodes.size() - 1)];
        return true;
    };
    const int opNodes = fdp.ConsumeIntegralInRange(0, 5);
    for (int i = 0; i < opNodes; ++i) {
        const std::string name = "n" + std::to_string(i);
        ge::Operator *a = nullptr, *b = nullptr;
        switch (fdp.ConsumeIntegralInRange(0, 5)) {
            case 5: {
                auto op = ge::op::ThresholdV2(name.c_str());
                ge::Operator *c = nullptr;
                if (pick(&a)) {
                    op.set_input_x(*a);
                }
                if (pick(&b)) {
                    op.set_input_threshold(*b);
                }
                if (pick(&c)) {
                    op.set_input_value(*c);
                }
                nodes.push_back(op);
                outputCount.push_back(1);
                break;
            }
            case 4: {
                auto op = ge::op::Const(name.c_str()).set_attr_value(AnyTensor(fdp));
                nodes.push_back(op);
                outputCount.push_back(1);
                break;
            }
            case 0: {
                auto op = ge::op::ReluV2(name.c_str());
                if (pick(&a)) {
                    op.set_input_x(*a);
                }
                nodes.push_back(op);
                outputCount.push_back(2);
                break;
            }
            case 1: {
                auto op = ge::op::ReluGradV2(name.c_str());
                if (pick(&a)) {
                    op.set_input_gradients(*a);
                }
                if (pick(&b)) {
                    op.set_input_mask(*b);
                }
                nodes.push_back(op);
                outputCount.push_back(1);
                break;
            }
            case 2: {
                auto op = ge::op::HardSigmoidGrad(name.c_str());
                if (pick(&a)) {
                    op.set_input_grads(*a);
                }
                if (pick(&b)) {
                    op.set_input_input_x(*b);
                }
                if (fdp.ConsumeIntegralInRange(0, 4) == 0) {
                    op.set_attr_alpha(fdp.ConsumeFloatingPoint<float>());
                }
                nodes.push_back(op);
                outputCount.push_back(1);
                break;
            }
            default: {
                auto op = ge::op::ThresholdGradV2D(name.c_str());
                if (pick(&a)) {
                    op.set_input_gradients(*a);
                }
                if (pick(&b)) {
                    op.set_input_features(*b);
                }
                if (fdp.ConsumeBool()) {
                    op.set_attr_threshold(fdp.ConsumeFloatingPoint<float>());
                }
                nodes.push_back(op);
                outputCount.push_back(1);
                break;
            }
        }
    }
    // Now and then an input relinked to any node, a later one included: a cycle the session must refuse.
    if (!nodes.empty() && fdp.ConsumeIntegralInRange(0, 3) == 0) {
        ge::Operator &reader = nodes[fdp.ConsumeIntegralInRange<size_t>(0, nodes.size() - 1)];
        const ge::Operator &src = nodes[fdp.ConsumeIntegralInRange<size_t>(0, nodes.size() - 1)];
        for (const char *input : {"x", "gradients", "grads"}) {
            reader.SetInput(input, src, 0u);
        }
    }
    for (const ge::Operator &n : nodes) {
        all->push_back(n.Impl());
    }
    std::vector<ge::Operator> outputs;
    size_t expectedTensors = 0;
    for (size_t i = 0; i < nodes.size(); ++i) {
        if (fdp.ConsumeBool()) {
            outputs.push_back(nodes[i]);
            expectedTensors += outputCount[i];
        }
    }
    ge::Graph graph("fuzz");
    graph.SetInputs(inputs).SetOutputs(outputs);
    std::map<ge::AscendString, ge::AscendString> options;
    ge::Session session(options);
    const ge::Status added = session.AddGraph(1, graph);
    Check(added == ge::SUCCESS || added == ge::FAILED, "AddGraph returned neither SUCCESS nor FAILED");
    if (added != ge::SUCCESS) {
        Check(ge::GEGetErrorMsgV2().GetString()[0] != '\0', "AddGraph failed without a message");
        return;
    }
    std::vector<ge::Tensor> feeds;
    const int feedCount = fdp.ConsumeIntegralInRange(0, 4);
    for (int i = 0; i < feedCount; ++i) {
        feeds.push_back(AnyTensor(fdp));
    }
    std::vector<ge::Tensor> results;
    const ge::Status ran = session.RunGraph(1, feeds, results);
    Check(ran == ge::SUCCESS || ran == ge::FAILED, "RunGraph returned neither SUCCESS nor FAILED");
    if (ran != ge::SUCCESS) {
        Check(ge::GEGetErrorMsgV2().GetString()[0] != '\0', "RunGraph failed without a message");
        return;
    }
    Check(results.size() == expectedTensors, "RunGraph returned another number of tensors than the outputs have");
    // Edits after AddGraph reach nothing the session runs.
    graph.SetOutputs({});
    if (!nodes.empty()) {
        nodes.back().SetInput("x", nodes.front(), 0u);
    }
    std::vector<ge::Tensor> again;
    Check(session.RunGraph(1, feeds, again) == ge::SUCCESS && again.size() == expectedTensors,
          "an edit of the graph after AddGraph changed what RunGraph runs");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzedDataProvider fdp(data, size);
    std::vector<std::weak_ptr<ge::OperatorImpl>> all;
    RunOne(fdp, &all);
    for (const auto &node : all) {
        Check(node.expired(), "a node outlived the graph, the session and every handle (a cycle of owners?)");
    }
    return 0;
}
