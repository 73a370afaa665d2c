// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include <fstream>
#include <functional>
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
    std::set<const OperatorImpl *> done, active;
    std::function<bool(const std::shared_ptr<OperatorImpl> &)> visit = [&](const std::shared_ptr<OperatorImpl> &node) {
        if (!node || done.count(node.get()))
            return true;
        if (active.count(node.get())) {
            *error = "the graph has a cycle through node " + node->name;
            return false;
        }
        active.insert(node.get());
        for (const InputLink &link : node->inputs) {
            if (!visit(link.src.lock()))
                return false;
        }
        active.erase(node.get());
        done.insert(node.get());
        order->push_back(node);
        return true;
    };
    for (const auto &out : graph.outputs) {
        if (!visit(out))
            return false;
    }
    return true;
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
