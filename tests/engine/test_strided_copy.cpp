// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The strided copy behind Contiguous and ViewCopy, against a plain index-by-index golden.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "common/strided_view.h"

#include "common/test_util.h"
#include "engine/strided_copy.h"

namespace aclp {
namespace {

using aclp_test::View;

template <typename T>
void Check(const std::vector<int64_t> &shape, const std::vector<int64_t> &srcStrides, int64_t srcSpan,
           const std::vector<int64_t> &dstStrides, int64_t dstSpan, size_t threads)
{
    std::mt19937_64 rng(aclp_test::TestSeed());
    std::vector<T> src(static_cast<size_t>(srcSpan));
    for (T &v : src)
        v = static_cast<T>(rng());
    std::vector<T> dst(static_cast<size_t>(dstSpan), static_cast<T>(0x5A));
    std::vector<T> want = dst;
    const int64_t n = aclp_test::Numel(shape);
    std::vector<int64_t> index(shape.size(), 0);
    for (int64_t i = 0; i < n; ++i) {
        int64_t s = 0, d = 0;
        for (size_t k = 0; k < shape.size(); ++k) {
            s += index[k] * srcStrides[k];
            d += index[k] * dstStrides[k];
        }
        want[static_cast<size_t>(d)] = src[static_cast<size_t>(s)];
        for (size_t k = shape.size(); k-- > 0;) {
            if (++index[k] < shape[k])
                break;
            index[k] = 0;
        }
    }
    StridedCopy(reinterpret_cast<const uint8_t *>(src.data()), View(shape, srcStrides),
                reinterpret_cast<uint8_t *>(dst.data()), View(shape, dstStrides), sizeof(T), threads);
    EXPECT_EQ(dst, want) << aclp_test::ShapeString(shape) << " element size " << sizeof(T);
}

TEST(StridedCopy, TransposeSliceBroadcastAndScatter)
{
    for (size_t threads : {size_t{1}, size_t{2}}) {
        Check<uint32_t>({4, 5}, {1, 4}, 20, {5, 1}, 20, threads);           // transpose -> dense
        Check<uint16_t>({4, 5}, {8, 1}, 11 + 32, {5, 1}, 20, threads);      // slice rows
        Check<uint8_t>({3, 4, 5}, {0, 5, 1}, 20, {20, 5, 1}, 60, threads);  // broadcast dim 0
        Check<uint64_t>({3, 4, 5}, {0, 0, 0}, 1, {20, 5, 1}, 60, threads);  // scalar broadcast
        Check<uint32_t>({4, 5}, {5, 1}, 20, {1, 8}, 40, threads);           // dense -> strided view
        Check<uint32_t>({}, {}, 1, {}, 1, threads);                         // 0-d
        Check<uint8_t>({2, 1, 3, 1, 2, 1, 2, 3}, {72, 72, 24, 24, 12, 12, 6, 2}, 150, {36, 36, 12, 12, 6, 6, 3, 1}, 72,
                       threads);                                                     // 8-d
        Check<uint16_t>({600, 1000}, {1, 600}, 600000, {1000, 1}, 600000, threads);  // large, parallel
    }
}

}  // namespace
}  // namespace aclp
