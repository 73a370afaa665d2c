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
    std::vector<bool> inputOptional;  // OPTIONAL_INPUT: may stay unconnected
    std::vector<TensorDesc> inputDescs;
    std::vector<InputLink> inputs;
    std::vector<std::string> outputNames;
    std::vector<TensorDesc> outputDescs;
    std::map<std::string, AttrValue> attrs;
    // Keeps the sources alive while a graph refers to this node through its inputs. Never holds a link
    // that closes a cycle (see LinkSource): a cycle of owners would never be freed.
    std::vector<std::shared_ptr<OperatorImpl>> sources;
    size_t readers = 0;  // how many nodes hold this one in their sources

    OperatorImpl() = default;
    OperatorImpl(const OperatorImpl &) = default;  // AddGraph's snapshot copies nodes
    OperatorImpl &operator=(const OperatorImpl &) = delete;
    // Releases a chain of sources one node at a time: a million-node chain must not recurse a million deep.
    ~OperatorImpl();

    int InputIndex(const std::string &n) const;
    int OutputIndex(const std::string &n) const;
};

// Makes `src` an owned source of `reader`, unless that would close a cycle (the input link, a weak one,
// is still made: the graph is then refused as cyclic, and nothing leaks).
void LinkSource(OperatorImpl &reader, const std::shared_ptr<OperatorImpl> &src);

struct GraphImpl {
    std::string name;
    std::vector<std::shared_ptr<OperatorImpl>> inputs;
    std::vector<std::shared_ptr<OperatorImpl>> outputs;
    std::vector<std::shared_ptr<OperatorImpl>> added;
};

// Nodes reachable from the outputs, each after the nodes it reads (an error message on a cycle).
bool TopologicalOrder(const GraphImpl &graph, std::vector<std::shared_ptr<OperatorImpl>> *order, std::string *error);

// A deep copy of the graph's nodes (reachable from its outputs, its inputs and AddOp), links and attribute
// tensors: what a session runs no longer changes with the caller's graph.
std::shared_ptr<GraphImpl> Snapshot(const GraphImpl &graph);

// The text aclgrphDumpGraph and Graph::SaveToFile write.
std::string DumpText(const GraphImpl &graph);

}  // namespace ge

#endif  // ACLP_GRAPH_GRAPH_IMPL_H_
