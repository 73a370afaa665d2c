// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "view_geometry.h"

#include <algorithm>

namespace accuracy {

int64_t Numel(const std::vector<int64_t> &shape)
{
    constexpr __int128 kLimit = static_cast<__int128>(1) << 62;
    __int128 n = 1;
    for (int64_t d : shape) {
        n = d <= 0 ? 0 : std::min(n * d, kLimit);
    }
    return static_cast<int64_t>(n);
}

std::vector<int64_t> RowMajor(const std::vector<int64_t> &shape)
{
    std::vector<int64_t> strides(shape.size(), 1);
    for (size_t i = shape.size(); i-- > 1;) {
        strides[i - 1] = static_cast<int64_t>(std::min<__int128>(
            static_cast<__int128>(strides[i]) * std::max<int64_t>(shape[i], 1), static_cast<__int128>(1) << 62));
    }
    return strides;
}

std::string ShapeText(const std::vector<int64_t> &shape)
{
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i) {
        s += (i ? "," : "") + std::to_string(shape[i]);
    }
    return s + "]";
}

std::vector<int64_t> BroadcastShape(const std::vector<int64_t> &a, const std::vector<int64_t> &b, bool *ok)
{
    const size_t rank = std::max(a.size(), b.size());
    std::vector<int64_t> out(rank);
    *ok = true;
    for (size_t i = 0; i < rank; ++i) {
        const int64_t da = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
        const int64_t db = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
        if (da != db && da != 1 && db != 1) {
            *ok = false;
        }
        out[i] = da == 1 ? db : da;
    }
    return out;
}

bool WalkStrides(const TensorSpec &t, const std::vector<int64_t> &outShape, std::vector<int64_t> *walk,
                 std::string *why)
{
    const size_t rank = outShape.size();
    if (t.shape.size() > rank) {
        *why =
            "\"" + t.name + "\" " + ShapeText(t.shape) + " has more dimensions than the output " + ShapeText(outShape);
        return false;
    }
    walk->assign(rank, 0);
    for (size_t i = 0; i < t.shape.size(); ++i) {
        const size_t d = rank - t.shape.size() + i;
        if (t.shape[i] == outShape[d]) {
            (*walk)[d] = t.strides[i];
        } else if (t.shape[i] != 1) {
            *why =
                "\"" + t.name + "\" " + ShapeText(t.shape) + " does not broadcast to the output " + ShapeText(outShape);
            return false;
        }
    }
    return true;
}

}  // namespace accuracy
