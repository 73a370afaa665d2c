/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 */
#ifndef INC_EXTERNAL_GE_GE_IR_BUILD_H_
#define INC_EXTERNAL_GE_GE_IR_BUILD_H_

#include <cstddef>

#include "graph/ge_error_codes.h"
#include "graph/graph.h"

namespace ge {

// Writes a readable dump of the graph (nodes, types, edges, dtypes and shapes) to the file named by
// the first `len` characters of `file`, with ".txt" appended.
GE_FUNC_VISIBILITY graphStatus aclgrphDumpGraph(const ge::Graph &graph, const char_t *file, const size_t len);

}  // namespace ge

#endif  // INC_EXTERNAL_GE_GE_IR_BUILD_H_
