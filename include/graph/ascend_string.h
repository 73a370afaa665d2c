/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 */
#ifndef INC_EXTERNAL_GRAPH_ASCEND_STRING_H_
#define INC_EXTERNAL_GRAPH_ASCEND_STRING_H_

#include <string>

#include "types.h"

namespace ge {

// A string GE passes across its ABI (CANN's AscendString): names, option keys, messages.
class AscendString {
public:
    AscendString() = default;
    AscendString(const char_t *name) : value_(name == nullptr ? "" : name) {}  // NOLINT: implicit, as CANN's
    AscendString(const char_t *name, size_t length) : value_(name, length) {}
    const char_t *GetString() const { return value_.c_str(); }
    size_t GetLength() const { return value_.size(); }
    bool operator<(const AscendString &other) const { return value_ < other.value_; }
    bool operator==(const AscendString &other) const { return value_ == other.value_; }
    bool operator!=(const AscendString &other) const { return value_ != other.value_; }

private:
    std::string value_;
};

}  // namespace ge

#endif  // INC_EXTERNAL_GRAPH_ASCEND_STRING_H_
