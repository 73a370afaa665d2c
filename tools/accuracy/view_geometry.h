// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Shapes and strides of a case's views as the runner walks them: element counts that saturate (bad-input
// cases carry absurd shapes), row-major strides, broadcasting, and the walk of an operand over the output.
#ifndef ACLP_TOOLS_ACCURACY_VIEW_GEOMETRY_H_
#define ACLP_TOOLS_ACCURACY_VIEW_GEOMETRY_H_

#include <cstdint>
#include <string>
#include <vector>

#include "case_file.h"

namespace accuracy {

// Element count, saturating at 2^62; negative dims count as 0.
int64_t Numel(const std::vector<int64_t> &shape);
// Row-major strides, saturating like Numel.
std::vector<int64_t> RowMajor(const std::vector<int64_t> &shape);
std::string ShapeText(const std::vector<int64_t> &shape);
// The broadcast shape of a and b; *ok false when they do not broadcast (the shape is then a guess).
std::vector<int64_t> BroadcastShape(const std::vector<int64_t> &a, const std::vector<int64_t> &b, bool *ok);
// Strides that walk view t over outShape (0 along broadcast dimensions); false, and why, when t does not
// broadcast to outShape.
bool WalkStrides(const TensorSpec &t, const std::vector<int64_t> &outShape, std::vector<int64_t> *walk,
                 std::string *why);

// Calls fn(i, offset) for every element of a view in row-major order.
template <typename Fn>
void ForEachViewOffset(const TensorSpec &t, Fn &&fn)
{
    const int64_t n = Numel(t.shape);
    std::vector<int64_t> index(t.shape.size(), 0);
    int64_t offset = t.offset;
    for (int64_t i = 0; i < n; ++i) {
        fn(i, offset);
        for (size_t d = t.shape.size(); d-- > 0;) {
            offset += t.strides[d];
            if (++index[d] < t.shape[d]) {
                break;
            }
            offset -= t.strides[d] * t.shape[d];
            index[d] = 0;
        }
    }
}

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_VIEW_GEOMETRY_H_
