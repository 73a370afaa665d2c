// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The engine's StridedView from a shape and strides, for the engine's tests.
#ifndef ACLP_TESTS_COMMON_STRIDED_VIEW_H_
#define ACLP_TESTS_COMMON_STRIDED_VIEW_H_

#include <cstdint>
#include <vector>

#include "engine/strided_copy.h"

namespace aclp_test {

inline aclp::StridedView View(const std::vector<int64_t> &shape, const std::vector<int64_t> &strides)
{
    aclp::StridedView v{};
    v.rank = static_cast<uint32_t>(shape.size());
    for (size_t i = 0; i < shape.size(); ++i) {
        v.shape[i] = shape[i];
        v.strides[i] = strides[i];
    }
    return v;
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_STRIDED_VIEW_H_
