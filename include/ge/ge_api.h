/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * GE session API on the CPU: a Session checks a graph when it is added, and RunGraph runs its nodes
 * in dependency order through the same level-0 operators as the aclnn API.
 */
#ifndef INC_EXTERNAL_GE_GE_API_H_
#define INC_EXTERNAL_GE_GE_API_H_

#include <map>
#include <memory>
#include <vector>

#include "ge_api_error_codes.h"
#include "ge_api_types.h"
#include "graph/ascend_string.h"
#include "graph/graph.h"
#include "graph/tensor.h"

namespace ge {

GE_FUNC_VISIBILITY Status GEInitialize(const std::map<AscendString, AscendString> &options);
GE_FUNC_VISIBILITY Status GEFinalize();
// Message of the last failure on this thread (empty when none), and of the last warning.
GE_FUNC_VISIBILITY AscendString GEGetErrorMsgV2();
GE_FUNC_VISIBILITY AscendString GEGetWarningMsgV2();

struct SessionImpl;

class GE_FUNC_VISIBILITY Session {
public:
    explicit Session(const std::map<AscendString, AscendString> &options);
    ~Session();
    Status AddGraph(uint32_t graphId, const Graph &graph);
    Status AddGraph(uint32_t graphId, const Graph &graph, const std::map<AscendString, AscendString> &options);
    Status RemoveGraph(uint32_t graphId);
    Status RunGraph(uint32_t graphId, const std::vector<Tensor> &inputs, std::vector<Tensor> &outputs);

private:
    std::unique_ptr<SessionImpl> impl_;
};

}  // namespace ge

#endif  // INC_EXTERNAL_GE_GE_API_H_
