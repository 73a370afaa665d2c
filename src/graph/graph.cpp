// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "ge/ge_ir_build.h"
#include "graph/graph.h"
#include "graph_impl.h"

namespace ge {

Graph::Graph() : impl_(std::make_shared<GraphImpl>()) {}
Graph::Graph(const char_t *name) : Graph()
{
    impl_->name = name == nullptr ? "" : name;
}
Graph::Graph(const std::string &name) : Graph(name.c_str()) {}

Graph &Graph::SetInputs(const std::vector<Operator> &inputs)
{
    impl_->inputs.clear();
    for (const Operator &op : inputs)
        impl_->inputs.push_back(op.Impl());
    return *this;
}

Graph &Graph::SetOutputs(const std::vector<Operator> &outputs)
{
    impl_->outputs.clear();
    for (const Operator &op : outputs)
        impl_->outputs.push_back(op.Impl());
    return *this;
}

graphStatus Graph::AddOp(const ge::Operator &op)
{
    if (op.IsEmpty())
        return GRAPH_FAILED;
    impl_->added.push_back(op.Impl());
    return GRAPH_SUCCESS;
}

graphStatus Graph::GetName(AscendString &name) const
{
    name = AscendString(impl_->name.c_str());
    return GRAPH_SUCCESS;
}

bool Graph::IsValid() const
{
    return !impl_->outputs.empty();
}

bool TopologicalOrder(const GraphImpl &graph, std::vector<std::shared_ptr<OperatorImpl>> *order, std::string *error)
{
    // Depth-first, with an explicit stack (a million-node chain must not recurse a million deep): a node
    // is emitted once all its inputs are; meeting a node still on the stack is a cycle.
    std::set<const OperatorImpl *> done, active;
    struct Frame {
        std::shared_ptr<OperatorImpl> node;
        size_t next;  // the next input to visit
    };
    std::vector<Frame> stack;
    for (const auto &out : graph.outputs) {
        if (!out || done.count(out.get())) {
            continue;
        }
        stack.push_back({out, 0});
        active.insert(out.get());
        while (!stack.empty()) {
            Frame &top = stack.back();
            if (top.next < top.node->inputs.size()) {
                std::shared_ptr<OperatorImpl> src = top.node->inputs[top.next++].src.lock();
                if (!src || done.count(src.get())) {
                    continue;
                }
                if (active.count(src.get())) {
                    *error = "the graph has a cycle through node " + src->name;
                    return false;
                }
                active.insert(src.get());
                stack.push_back({src, 0});
                continue;
            }
            active.erase(top.node.get());
            done.insert(top.node.get());
            order->push_back(top.node);
            stack.pop_back();
        }
    }
    return true;
}

std::shared_ptr<GraphImpl> Snapshot(const GraphImpl &graph)
{
    // Every node the graph names, and everything they read.
    std::map<const OperatorImpl *, std::shared_ptr<OperatorImpl>> copies;
    std::vector<std::shared_ptr<OperatorImpl>> pending;
    for (const auto *list : {&graph.outputs, &graph.inputs, &graph.added}) {
        pending.insert(pending.end(), list->begin(), list->end());
    }
    std::vector<const OperatorImpl *> originals;
    while (!pending.empty()) {
        std::shared_ptr<OperatorImpl> node = std::move(pending.back());
        pending.pop_back();
        if (!node || copies.count(node.get())) {
            continue;
        }
        auto copy = std::make_shared<OperatorImpl>(*node);
        copy->sources.clear();
        copy->readers = 0;
        for (auto &[name, value] : copy->attrs) {  // attribute tensors get storage of their own
            if (std::holds_alternative<Tensor>(value)) {
                const Tensor &t = std::get<Tensor>(value);
                value = Tensor(t.GetTensorDesc(), t.GetData(), t.GetSize());
            }
        }
        copies.emplace(node.get(), copy);
        originals.push_back(node.get());
        for (const InputLink &link : node->inputs) {
            if (auto src = link.src.lock()) {
                pending.push_back(src);
            }
        }
    }
    for (const OperatorImpl *original : originals) {  // links between the copies, as between the originals
        OperatorImpl &copy = *copies.at(original);
        for (InputLink &link : copy.inputs) {
            auto src = link.src.lock();
            link.src = src ? copies.at(src.get()) : std::weak_ptr<OperatorImpl>();
            if (src) {
                LinkSource(copy, copies.at(src.get()));
            }
        }
    }
    auto snapshot = std::make_shared<GraphImpl>();
    snapshot->name = graph.name;
    auto remap = [&](const std::vector<std::shared_ptr<OperatorImpl>> &from,
                     std::vector<std::shared_ptr<OperatorImpl>> *to) {
        for (const auto &n : from) {
            to->push_back(n ? copies.at(n.get()) : nullptr);
        }
    };
    remap(graph.inputs, &snapshot->inputs);
    remap(graph.outputs, &snapshot->outputs);
    remap(graph.added, &snapshot->added);
    return snapshot;
}

namespace {

std::string ShapeText(const Shape &shape)
{
    std::string s = "[";
    for (size_t i = 0; i < shape.GetDimNum(); ++i)
        s += (i ? "," : "") + std::to_string(shape.GetDim(i));
    return s + "]";
}

std::string DescText(const TensorDesc &d)
{
    return "dtype=" + std::to_string(static_cast<int>(d.GetDataType())) + " shape=" + ShapeText(d.GetShape());
}

std::string AttrText(const AttrValue &v)
{
    if (std::holds_alternative<float>(v))
        return std::to_string(std::get<float>(v));
    if (std::holds_alternative<int64_t>(v))
        return std::to_string(std::get<int64_t>(v));
    if (std::holds_alternative<bool>(v))
        return std::get<bool>(v) ? "true" : "false";
    if (std::holds_alternative<std::string>(v))
        return std::get<std::string>(v);
    return "tensor(" + DescText(std::get<Tensor>(v).GetTensorDesc()) + ")";
}

}  // namespace

std::string DumpText(const GraphImpl &graph)
{
    std::vector<std::shared_ptr<OperatorImpl>> order;
    std::string error;
    TopologicalOrder(graph, &order, &error);
    for (const auto &added : graph.added) {  // nodes added but not reachable still appear
        bool seen = false;
        for (const auto &n : order)
            seen = seen || n == added;
        if (!seen)
            order.push_back(added);
    }
    std::ostringstream out;
    out << "graph " << graph.name << "\n";
    for (const auto &node : order) {
        out << "node " << node->name << " type=" << node->type << "\n";
        for (size_t i = 0; i < node->inputNames.size(); ++i) {
            auto src = node->inputs[i].src.lock();
            out << "  input " << i << " " << node->inputNames[i] << " <- "
                << (src ? src->name + ":" + std::to_string(node->inputs[i].srcIndex) : std::string("(none)")) << " "
                << DescText(node->inputDescs[i]) << "\n";
        }
        for (size_t i = 0; i < node->outputNames.size(); ++i) {
            out << "  output " << i << " " << node->outputNames[i] << " " << DescText(node->outputDescs[i]) << "\n";
        }
        for (const auto &[name, value] : node->attrs)
            out << "  attr " << name << "=" << AttrText(value) << "\n";
    }
    for (const auto &in : graph.inputs)
        out << "graph_input " << (in ? in->name : "") << "\n";
    for (const auto &o : graph.outputs)
        out << "graph_output " << (o ? o->name : "") << "\n";
    return out.str();
}

graphStatus Graph::SaveToFile(const char_t *file) const
{
    if (file == nullptr)
        return GRAPH_FAILED;
    std::ofstream out(file);
    out << DumpText(*impl_);
    return out ? GRAPH_SUCCESS : GRAPH_FAILED;
}

graphStatus aclgrphDumpGraph(const ge::Graph &graph, const char_t *file, const size_t len)
{
    if (file == nullptr)
        return GRAPH_FAILED;
    const std::string path = std::string(file, len) + ".txt";
    return graph.SaveToFile(path.c_str());
}

}  // namespace ge
