// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// GE sessions on the CPU: AddGraph checks a graph, RunGraph runs its nodes in dependency order
// through the public aclnn entries of the same operators (so both modes give the same bits).
#include <cstring>
#include <map>

#include "acl/acl.h"
#include "ge/ge_api.h"
#include "graph_impl.h"
#include "node_runner.h"
#include "runtime/device_memory.h"

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

// An aclTensor over a graph tensor's bytes at `data` (the CPU's device memory is host memory).
aclTensor *AclView(const Tensor &t, void *data)
{
    const TensorDesc d = t.GetTensorDesc();
    const std::vector<int64_t> dims = d.GetShape().GetDims();
    return aclCreateTensor(dims.data(), dims.size(), static_cast<aclDataType>(d.GetDataType()), nullptr, 0,
                           ACL_FORMAT_ND, dims.data(), dims.size(), data);
}

// Device memory of the run. In strict device-memory mode the operators take aclrtMalloc memory only,
// so the tensors and the workspace go there first, as GE puts a graph's tensors on the device.
class RunMemory {
public:
    ~RunMemory()
    {
        for (const auto &[device, tensor] : copies_) {
            if (tensor != nullptr) {  // results come back to the graph's tensor
                aclrtMemcpy(const_cast<uint8_t *>(tensor->GetData()), tensor->GetSize(), device, tensor->GetSize(),
                            ACL_MEMCPY_DEVICE_TO_HOST);
            }
            aclrtFree(device);
        }
    }
    void *For(const Tensor &t)
    {
        if (!aclp::StrictDeviceMemory() || t.GetSize() == 0) {
            return const_cast<uint8_t *>(t.GetData());
        }
        void *device = Allocate(t.GetSize(), &t);
        aclrtMemcpy(device, t.GetSize(), t.GetData(), t.GetSize(), ACL_MEMCPY_HOST_TO_DEVICE);
        return device;
    }
    void *Workspace(uint64_t bytes)
    {
        if (bytes == 0) {
            return nullptr;
        }
        if (aclp::StrictDeviceMemory()) {
            return Allocate(bytes, nullptr);
        }
        host_.resize(bytes);
        return host_.data();
    }

private:
    void *Allocate(size_t bytes, const Tensor *back)
    {
        void *device = nullptr;
        if (aclrtMalloc(&device, bytes, ACL_MEM_MALLOC_HUGE_FIRST) != ACL_SUCCESS) {
            throw std::bad_alloc();
        }
        copies_.emplace_back(device, back);
        return device;
    }
    std::vector<std::pair<void *, const Tensor *>> copies_;
    std::vector<uint8_t> host_;
};

// Text of the last aclnn failure (its status when there is no message).
std::string AclnnError(aclnnStatus status)
{
    const char *m = aclGetRecentErrMsg();
    return m == nullptr ? "status " + std::to_string(status) : m;
}

// The node's attribute `name` if it holds a T, else `fallback`.
template <typename T>
T AttrOr(const OperatorImpl &node, const char *name, T fallback)
{
    auto it = node.attrs.find(name);
    return it != node.attrs.end() && std::holds_alternative<T>(it->second) ? std::get<T>(it->second) : fallback;
}

}  // namespace

Tensor NewOutput(const Shape &shape, DataType dtype)
{
    TensorDesc desc(shape, FORMAT_ND, dtype);
    const int64_t numel = shape.GetShapeSize();
    std::vector<uint8_t> data(std::max<size_t>(DataBytes(dtype, numel), 8 * static_cast<size_t>(numel)), 0);
    return Tensor(desc, data);
}

float FloatAttr(const OperatorImpl &node, const char *name, float fallback)
{
    return AttrOr(node, name, fallback);
}

bool BoolAttr(const OperatorImpl &node, const char *name, bool fallback)
{
    return AttrOr(node, name, fallback);
}

std::string RunOnViews(const std::vector<const Tensor *> &tensors, const ViewsPhase1 &phase1, Phase2 phase2)
{
    RunMemory memory;
    std::vector<aclTensor *> views;
    for (const Tensor *t : tensors)
        views.push_back(AclView(*t, memory.For(*t)));
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    std::string error;
    aclnnStatus status = phase1(views.data(), &workspaceSize, &executor);
    if (status == 0) {
        status = phase2(memory.Workspace(workspaceSize), workspaceSize, executor, nullptr);
        if (status != 0) {
            aclDestroyAclOpExecutor(executor);  // a refused phase 2 leaves the executor live
        }
        aclrtSynchronizeStream(nullptr);
    }
    if (status != 0)
        error = AclnnError(status);
    for (aclTensor *v : views)
        aclDestroyTensor(v);
    return error;
}

std::string RunLikeFirstInput(const OperatorImpl &node, const Values &in, Values *out,
                              std::initializer_list<size_t> inputs, std::initializer_list<FloatAttrDefault> attrs,
                              const AttrsPhase1 &phase1, Phase2 phase2)
{
    std::vector<aclScalar *> scalars;
    for (const FloatAttrDefault &attr : attrs) {
        float value = FloatAttr(node, attr.name, attr.fallback);
        scalars.push_back(aclCreateScalar(&value, ACL_FLOAT));  // copies the value
    }
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    std::vector<const Tensor *> tensors;
    for (size_t i : inputs)
        tensors.push_back(&in[i]);
    tensors.push_back(&out->back());
    std::string error = RunOnViews(
        tensors,
        [&scalars, &phase1](aclTensor *const *views, uint64_t *workspace, aclOpExecutor **executor) {
            return phase1(views, scalars.data(), workspace, executor);
        },
        phase2);
    for (aclScalar *scalar : scalars)
        aclDestroyScalar(scalar);
    return error;
}

namespace {

// One node type: computes the outputs from the inputs, or returns an error text.
using Kernel = std::string (*)(const OperatorImpl &, const Values &, Values *);

// The node types of the operator table's folders that have a graph form (see node_runner.h).
const std::map<std::string, Kernel> &Kernels()
{
    static const std::map<std::string, Kernel> kernels = [] {
        std::map<std::string, Kernel> all;
        for (const std::vector<NodeRunner> &nodes : {
#define ACLP_GRAPH_FOLDER(folder) GraphNodesOf_##folder(),
#include "graph_nodes.inc"
#undef ACLP_GRAPH_FOLDER
             }) {
            for (const NodeRunner &node : nodes)
                all.emplace(node.type, node.run);
        }
        return all;
    }();
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
            if (node->inputs[i].src.expired() && !node->inputOptional[i]) {
                return Fail("node " + node->name + ": input " + node->inputNames[i] + " is not connected");
            }
        }
    }
    return SUCCESS;
}

}  // namespace

struct SessionImpl {
    std::map<uint32_t, std::shared_ptr<GraphImpl>> graphs;  // snapshots taken by AddGraph
};

namespace {

// A tensor of `numel` elements of `dtype` that a run may size buffers from: a known dtype, a shape of
// known non-negative dims with at most 2^40 elements. Returns an error text, or "".
std::string CheckRunnable(const TensorDesc &d, int64_t *numel)
{
    *numel = 1;
    std::string dims;
    bool runnable = true;
    for (int64_t dim : d.GetShape().GetDims()) {
        dims += (dims.empty() ? "" : ",") + std::to_string(dim);
        runnable = runnable && dim >= 0 && (dim == 0 || *numel <= (int64_t{1} << 40) / dim);
        *numel = runnable ? *numel * dim : *numel;
    }
    if (!runnable) {
        return "shape [" + dims + "] cannot be run (unknown or over 2^40 elements)";
    }
    if (d.GetDataType() != DT_UINT1 && aclDataTypeSize(static_cast<aclDataType>(d.GetDataType())) == 0) {
        return "dtype " + std::to_string(static_cast<int>(d.GetDataType())) + " has no element size";
    }
    return "";
}

// The tensor a Data or Const node feeds the graph, checked against its own desc.
Status FedTensor(const OperatorImpl &node, const Tensor &given, const char *what, Values *out)
{
    int64_t numel = 0;
    const std::string bad = CheckRunnable(given.GetTensorDesc(), &numel);
    if (!bad.empty()) {
        return Fail("node " + node.name + ": " + what + " tensor: " + bad);
    }
    const size_t needed = DataBytes(given.GetTensorDesc().GetDataType(), numel);
    if (given.GetSize() < needed) {
        return Fail("node " + node.name + ": " + what + " tensor holds " + std::to_string(given.GetSize()) +
                    " bytes, its dtype and shape need " + std::to_string(needed));
    }
    out->push_back(given);
    return SUCCESS;
}

Status RunGraphChecked(const GraphImpl &graph, const std::vector<Tensor> &inputs, std::vector<Tensor> &outputs);

}  // namespace

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
    try {
        if (impl_->graphs.count(graphId))
            return Fail("graph id " + std::to_string(graphId) + " is already added");
        std::vector<std::shared_ptr<OperatorImpl>> order;
        if (Check(*graph.Impl(), &order) != SUCCESS)
            return FAILED;
        impl_->graphs.emplace(graphId, Snapshot(*graph.Impl()));  // later edits of `graph` change nothing here
        return SUCCESS;
    } catch (const std::exception &e) {
        return Fail(std::string("AddGraph: ") + e.what());
    }
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
    try {
        return RunGraphChecked(*found->second, inputs, outputs);
    } catch (const std::bad_alloc &) {
        return Fail("RunGraph: out of memory");
    } catch (const std::exception &e) {
        return Fail(std::string("RunGraph: ") + e.what());
    }
}

namespace {

Status RunGraphChecked(const GraphImpl &graph, const std::vector<Tensor> &inputs, std::vector<Tensor> &outputs)
{
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
            // Fed tensors need known, sane shapes and the bytes they claim, checked before anything is
            // sized from them (found by fuzz_graph_session).
            if (FedTensor(*node, inputs[position], "input", &out) != SUCCESS) {
                return FAILED;
            }
        } else if (node->type == "Const") {
            auto it = node->attrs.find("value");
            if (it == node->attrs.end() || !std::holds_alternative<Tensor>(it->second)) {
                return Fail("node " + node->name + ": Const without a value");
            }
            if (FedTensor(*node, std::get<Tensor>(it->second), "value", &out) != SUCCESS) {
                return FAILED;
            }
        } else {
            Values in;
            for (size_t i = 0; i < node->inputs.size(); ++i) {
                const InputLink &link = node->inputs[i];
                auto src = link.src.lock();
                if (!src) {  // an optional input left unconnected (Check refused the others)
                    in.emplace_back();
                    continue;
                }
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
        for (const Tensor &t : values[o.get()]) {
            // Outputs are the session's own tensors: a Data or Const output is a copy, not the caller's
            // input or the graph's constant.
            const bool fed = o->type == "Data" || o->type == "Const";
            outputs.push_back(fed ? Tensor(t.GetTensorDesc(), t.GetData(), t.GetSize()) : t);
        }
    }
    tError.clear();
    return SUCCESS;
}

}  // namespace

}  // namespace ge
