// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// GE sessions on the CPU: AddGraph checks a graph, RunGraph runs its nodes in dependency order
// through the public aclnn entries of the same operators (so both modes give the same bits).
#include <cmath>
#include <cstring>
#include <functional>
#include <map>

#include "acl/acl.h"
#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "aclnnop/aclnn_relu_v2.h"
#include "aclnnop/aclnn_threshold_backward.h"
#include "ge/ge_api.h"
#include "graph_impl.h"

namespace ge {
namespace {

thread_local std::string tError;
thread_local std::string tWarning;

Status Fail(const std::string &message)
{
    tError = message;
    return FAILED;
}

// Bytes that `numel` elements of a dtype take (UINT1: packed bits).
size_t DataBytes(DataType dtype, int64_t numel)
{
    if (dtype == DT_UINT1)
        return static_cast<size_t>((numel + 7) / 8);
    return aclDataTypeSize(static_cast<aclDataType>(dtype)) * static_cast<size_t>(numel);
}

// An output tensor: desc, and room for at least 8 bytes per element (the official examples read
// every output as float32, whatever its dtype).
Tensor NewOutput(const Shape &shape, DataType dtype)
{
    TensorDesc desc(shape, FORMAT_ND, dtype);
    const int64_t numel = shape.GetShapeSize();
    std::vector<uint8_t> data(std::max<size_t>(DataBytes(dtype, numel), 8 * static_cast<size_t>(numel)), 0);
    return Tensor(desc, data);
}

// An aclTensor over a graph tensor's bytes (the CPU's device memory is host memory).
aclTensor *AclView(const Tensor &t)
{
    const TensorDesc d = t.GetTensorDesc();
    const std::vector<int64_t> dims = d.GetShape().GetDims();
    return aclCreateTensor(dims.data(), dims.size(), static_cast<aclDataType>(d.GetDataType()), nullptr, 0,
                           ACL_FORMAT_ND, dims.data(), dims.size(), const_cast<uint8_t *>(t.GetData()));
}

// Text of the last aclnn failure (its status when there is no message).
std::string AclnnError(aclnnStatus status)
{
    const char *m = aclGetRecentErrMsg();
    return m == nullptr ? "status " + std::to_string(status) : m;
}

using Phase2 = aclnnStatus (*)(void *, uint64_t, aclOpExecutor *, aclrtStream);

// Runs one aclnn operator over aclTensor views of `tensors`; `phase1(views, &size, &executor)` is its
// first stage and `phase2` its second. Returns an error text, or "" on success.
template <typename Phase1>
std::string RunOnViews(std::initializer_list<const Tensor *> tensors, Phase1 phase1, Phase2 phase2)
{
    std::vector<aclTensor *> views;
    for (const Tensor *t : tensors)
        views.push_back(AclView(*t));
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    std::string error;
    aclnnStatus status = phase1(views.data(), &workspaceSize, &executor);
    if (status == 0) {
        std::vector<uint8_t> workspace(workspaceSize);
        status = phase2(workspaceSize ? workspace.data() : nullptr, workspaceSize, executor, nullptr);
        aclrtSynchronizeStream(nullptr);
    }
    if (status != 0)
        error = AclnnError(status);
    for (aclTensor *v : views)
        aclDestroyTensor(v);
    return error;
}

using Values = std::vector<Tensor>;

// One node type: computes the outputs from the inputs, or returns an error text.
using Kernel = std::function<std::string(const OperatorImpl &, const Values &, Values *)>;

std::string RunReluV2(const OperatorImpl &, const Values &in, Values *out)
{
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    out->push_back(NewOutput(d.GetShape(), DT_UINT1));
    return RunOnViews(
        {&in[0], &(*out)[0], &(*out)[1]},
        [](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnReluV2GetWorkspaceSize(v[0], v[1], v[2], ws, ex);
        },
        aclnnReluV2);
}

std::string RunReluGradV2(const OperatorImpl &, const Values &in, Values *out)
{
    const DataType maskType = in[1].GetTensorDesc().GetDataType();
    if (maskType != DT_UINT1 && maskType != DT_UINT8) {
        return "input mask must be DT_UINT1 (or DT_UINT8 holding packed bytes)";
    }
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    return RunOnViews(
        {&in[0], &in[1], &(*out)[0]},
        [](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnReluGradV2GetWorkspaceSize(v[0], v[1], v[2], ws, ex);
        },
        aclnnReluGradV2);
}

std::string RunHardSigmoidGrad(const OperatorImpl &node, const Values &in, Values *out)
{
    auto attr = [&](const char *name, float fallback) {
        auto it = node.attrs.find(name);
        return it != node.attrs.end() && std::holds_alternative<float>(it->second) ? std::get<float>(it->second)
                                                                                   : fallback;
    };
    // aclnnHardsigmoidBackward is the default hard sigmoid (alpha 1/6, beta 1/2).
    if (std::fabs(attr("alpha", 1.0f / 6.0f) - 1.0f / 6.0f) > 1e-7f || attr("beta", 0.5f) != 0.5f) {
        return "only alpha = 1/6 and beta = 0.5 are supported";
    }
    const TensorDesc d = in[1].GetTensorDesc();
    const DataType outType = in[0].GetTensorDesc().GetDataType() == d.GetDataType() ? d.GetDataType() : DT_FLOAT;
    out->push_back(NewOutput(d.GetShape(), outType));
    return RunOnViews(
        {&in[0], &in[1], &(*out)[0]},
        [](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardsigmoidBackwardGetWorkspaceSize(v[0], v[1], v[2], ws, ex);
        },
        aclnnHardsigmoidBackward);
}

std::string RunThresholdGradV2D(const OperatorImpl &node, const Values &in, Values *out)
{
    float threshold = 0.0f;
    auto it = node.attrs.find("threshold");
    if (it != node.attrs.end() && std::holds_alternative<float>(it->second)) {
        threshold = std::get<float>(it->second);
    }
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    aclScalar *scalar = aclCreateScalar(&threshold, ACL_FLOAT);
    std::string error = RunOnViews(
        {&in[0], &in[1], &(*out)[0]},
        [scalar](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnThresholdBackwardGetWorkspaceSize(v[0], v[1], scalar, v[2], ws, ex);
        },
        aclnnThresholdBackward);
    aclDestroyScalar(scalar);
    return error;
}

const std::map<std::string, Kernel> &Kernels()
{
    static const std::map<std::string, Kernel> kernels = {
        {"ReluV2", RunReluV2},
        {"ReluGradV2", RunReluGradV2},
        {"HardSigmoidGrad", RunHardSigmoidGrad},
        {"ThresholdGradV2D", RunThresholdGradV2D},
    };
    return kernels;
}

// Every node reachable from the outputs must be known and have every input connected.
Status Check(const GraphImpl &graph, std::vector<std::shared_ptr<OperatorImpl>> *order)
{
    if (graph.outputs.empty())
        return Fail("graph " + graph.name + " has no outputs (call SetOutputs)");
    std::string error;
    if (!TopologicalOrder(graph, order, &error))
        return Fail(error);
    for (const auto &node : *order) {
        if (node->type == "Data" || node->type == "Const")
            continue;
        if (Kernels().count(node->type) == 0) {
            return Fail("node " + node->name + ": operator type " + node->type + " is not supported on the CPU");
        }
        for (size_t i = 0; i < node->inputs.size(); ++i) {
            if (node->inputs[i].src.expired()) {
                return Fail("node " + node->name + ": input " + node->inputNames[i] + " is not connected");
            }
        }
    }
    return SUCCESS;
}

}  // namespace

struct SessionImpl {
    std::map<uint32_t, Graph> graphs;
};

Status GEInitialize(const std::map<AscendString, AscendString> &options)
{
    (void)options;           // device id and run mode mean nothing on the CPU
    (void)aclInit(nullptr);  // the runtime may already be initialised by the program: fine either way
    return SUCCESS;
}

Status GEFinalize()
{
    return SUCCESS;
}

AscendString GEGetErrorMsgV2()
{
    return AscendString(tError.c_str());
}

AscendString GEGetWarningMsgV2()
{
    return AscendString(tWarning.c_str());
}

Session::Session(const std::map<AscendString, AscendString> &options) : impl_(std::make_unique<SessionImpl>())
{
    (void)options;
}

Session::~Session() = default;

Status Session::AddGraph(uint32_t graphId, const Graph &graph)
{
    return AddGraph(graphId, graph, {});
}

Status Session::AddGraph(uint32_t graphId, const Graph &graph, const std::map<AscendString, AscendString> &options)
{
    (void)options;
    if (impl_->graphs.count(graphId))
        return Fail("graph id " + std::to_string(graphId) + " is already added");
    std::vector<std::shared_ptr<OperatorImpl>> order;
    if (Check(*graph.Impl(), &order) != SUCCESS)
        return FAILED;
    impl_->graphs.emplace(graphId, graph);
    return SUCCESS;
}

Status Session::RemoveGraph(uint32_t graphId)
{
    return impl_->graphs.erase(graphId) ? SUCCESS : Fail("graph id " + std::to_string(graphId) + " is not added");
}

Status Session::RunGraph(uint32_t graphId, const std::vector<Tensor> &inputs, std::vector<Tensor> &outputs)
{
    auto found = impl_->graphs.find(graphId);
    if (found == impl_->graphs.end())
        return Fail("graph id " + std::to_string(graphId) + " is not added");
    const GraphImpl &graph = *found->second.Impl();
    std::vector<std::shared_ptr<OperatorImpl>> order;
    if (Check(graph, &order) != SUCCESS)
        return FAILED;
    std::map<const OperatorImpl *, Values> values;
    for (const auto &node : order) {
        Values out;
        if (node->type == "Data") {
            // Data nodes take the inputs in SetInputs order (the examples give every one index 0).
            size_t position = graph.inputs.size();
            for (size_t i = 0; i < graph.inputs.size(); ++i) {
                if (graph.inputs[i] == node)
                    position = i;
            }
            if (position >= inputs.size()) {
                return Fail("node " + node->name + ": no input tensor for it (" + std::to_string(inputs.size()) +
                            " given)");
            }
            const Tensor &given = inputs[position];
            const TensorDesc d = given.GetTensorDesc();
            // Fed tensors need known, sane shapes: -1 (unknown) or a size product past 2^40 elements is
            // refused here, before anything is sized from it (found by fuzz_graph_session).
            int64_t numel = 1;
            std::string dims;
            bool runnable = true;
            for (int64_t dim : d.GetShape().GetDims()) {
                dims += (dims.empty() ? "" : ",") + std::to_string(dim);
                runnable = runnable && dim >= 0 && (dim == 0 || numel <= (int64_t{1} << 40) / dim);
                numel = runnable ? numel * dim : numel;
            }
            if (!runnable) {
                return Fail("node " + node->name + ": input tensor has shape [" + dims +
                            "], which RunGraph cannot run (unknown or too large)");
            }
            const size_t needed = DataBytes(d.GetDataType(), numel);
            if (given.GetSize() < needed) {
                return Fail("node " + node->name + ": input tensor holds " + std::to_string(given.GetSize()) +
                            " bytes, its dtype and shape need " + std::to_string(needed));
            }
            out.push_back(given);
        } else if (node->type == "Const") {
            auto it = node->attrs.find("value");
            if (it == node->attrs.end() || !std::holds_alternative<Tensor>(it->second)) {
                return Fail("node " + node->name + ": Const without a value");
            }
            out.push_back(std::get<Tensor>(it->second));
        } else {
            Values in;
            for (size_t i = 0; i < node->inputs.size(); ++i) {
                const InputLink &link = node->inputs[i];
                auto src = link.src.lock();
                int index = link.srcName.empty() ? static_cast<int>(link.srcIndex) : src->OutputIndex(link.srcName);
                const Values &produced = values[src.get()];
                if (index < 0 || static_cast<size_t>(index) >= produced.size()) {
                    return Fail("node " + node->name + ": input " + node->inputNames[i] + " reads a missing output");
                }
                in.push_back(produced[index]);
            }
            const std::string error = Kernels().at(node->type)(*node, in, &out);
            if (!error.empty())
                return Fail("node " + node->name + " (" + node->type + "): " + error);
        }
        values[node.get()] = out;
    }
    outputs.clear();
    for (const auto &o : graph.outputs) {
        for (const Tensor &t : values[o.get()])
            outputs.push_back(t);
    }
    tError.clear();
    return SUCCESS;
}

}  // namespace ge
