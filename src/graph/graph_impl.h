// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What Operator and Graph handles point at.
#ifndef ACLP_GRAPH_GRAPH_IMPL_H_
#define ACLP_GRAPH_GRAPH_IMPL_H_

#include <map>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "graph/graph.h"
#include "graph/operator.h"

namespace ge {

// An input of a node: which output of which node feeds it.
struct InputLink {
    std::weak_ptr<OperatorImpl> src;  // empty when not connected
    uint32_t srcIndex = 0;
    std::string srcName;  // when connected by output name
};

using AttrValue = std::variant<float, int64_t, bool, std::string, Tensor>;

struct OperatorImpl {
    std::string name;
    std::string type;
    std::vector<std::string> inputNames;
    std::vector<TensorDesc> inputDescs;
    std::vector<InputLink> inputs;
    std::vector<std::string> outputNames;
    std::vector<TensorDesc> outputDescs;
    std::map<std::string, AttrValue> attrs;
    // Keeps the sources alive while a graph refers to this node through its inputs.
    std::vector<std::shared_ptr<OperatorImpl>> sources;

    int InputIndex(const std::string &n) const;
    int OutputIndex(const std::string &n) const;
};

struct GraphImpl {
    std::string name;
    std::vector<std::shared_ptr<OperatorImpl>> inputs;
    std::vector<std::shared_ptr<OperatorImpl>> outputs;
    std::vector<std::shared_ptr<OperatorImpl>> added;
};

// Nodes reachable from the outputs, each after the nodes it reads (an error message on a cycle).
bool TopologicalOrder(const GraphImpl &graph, std::vector<std::shared_ptr<OperatorImpl>> *order, std::string *error);

// The text aclgrphDumpGraph and Graph::SaveToFile write.
std::string DumpText(const GraphImpl &graph);

}  // namespace ge

#endif  // ACLP_GRAPH_GRAPH_IMPL_H_
