// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "operators.h"

#include <string>

namespace accuracy {

const OpDef *FindOperator(const TestCase &c)
{
    if (!c.op.empty()) {  // CANN's own case files sometimes drop the prefix ("Relu")
        const OpDef *named = optable::FindOperatorByName(c.op);
        return named != nullptr || c.op.rfind("aclnn", 0) == 0 ? named : optable::FindOperatorByName("aclnn" + c.op);
    }
    // No aclnn_name: the operator whose longest api type the case's api_type or name contains.
    const std::string key = Lower(c.apiType + " " + c.name);
    const OpDef *best = nullptr;
    size_t bestLength = 0;
    for (const OpDef &op : AllOperators()) {
        for (const std::string &type : op.apiTypes) {
            if (type.size() > bestLength && key.find(type) != std::string::npos) {
                best = &op;
                bestLength = type.size();
            }
        }
    }
    return best;
}

}  // namespace accuracy
