/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 */
#ifndef INC_EXTERNAL_GRAPH_GRAPH_H_
#define INC_EXTERNAL_GRAPH_GRAPH_H_

#include <memory>
#include <string>
#include <vector>

#include "ascend_string.h"
#include "ge_error_codes.h"
#include "operator.h"

namespace ge {

struct GraphImpl;

// A graph of operators. The inputs are Data nodes, fed in SetInputs order; the outputs are the
// operators whose every output RunGraph returns, in SetOutputs order.
class GE_FUNC_VISIBILITY Graph {
public:
    Graph();
    explicit Graph(const char_t *name);
    explicit Graph(const std::string &name);
    Graph &SetInputs(const std::vector<Operator> &inputs);
    Graph &SetOutputs(const std::vector<Operator> &outputs);
    graphStatus AddOp(const ge::Operator &op);
    graphStatus GetName(AscendString &name) const;
    // Writes the readable dump of aclgrphDumpGraph to `file`.
    graphStatus SaveToFile(const char_t *file) const;
    bool IsValid() const;

    const std::shared_ptr<GraphImpl> &Impl() const { return impl_; }

private:
    std::shared_ptr<GraphImpl> impl_;
};

}  // namespace ge

#endif  // INC_EXTERNAL_GRAPH_GRAPH_H_
