// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Compiled once per SIMD target; TransposeTile dispatches to the best one the CPU runs.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "engine/transpose_tile.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cstring>

#include "engine/dtype.h"
#include "engine/transpose_tile.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// One element: dst[r * n + c] = line c's element r.
template <typename T>
HWY_INLINE void MoveOne(const uint8_t *src, int64_t lineBytes, int64_t n, uint8_t *dst, int64_t r, int64_t c)
{
    std::memcpy(dst + (r * n + c) * static_cast<int64_t>(sizeof(T)),
                src + c * lineBytes + r * static_cast<int64_t>(sizeof(T)), sizeof(T));
}

#if HWY_TARGET != HWY_SCALAR
// One block: lines c0.. c0 + kB - 1, elements r0.. r0 + kB - 1 of each, stored as rows r0.. of dst. Named
// vectors, not arrays: SVE vectors cannot be array elements.
template <typename T>
HWY_INLINE void TransposeBlock(const uint8_t *src, int64_t lineBytes, int64_t n, uint8_t *dst, int64_t r0, int64_t c0)
{
    const hn::Full128<T> d;
    const hn::Full128<uint32_t> d32;
    const hn::Full128<uint64_t> d64;
    const auto line = [&](int64_t i) {
        return hn::LoadU(d, reinterpret_cast<const T *>(src + (c0 + i) * lineBytes) + r0);
    };
    const auto store = [&](int64_t j, hn::Vec<hn::Full128<T>> row) {
        hn::StoreU(row, d, reinterpret_cast<T *>(dst) + (r0 + j) * n + c0);
    };
    if constexpr (sizeof(T) == 2) {  // 8 x 8: pairs of lines, then pairs of pairs, then halves
        const auto v0 = line(0), v1 = line(1), v2 = line(2), v3 = line(3);
        const auto v4 = line(4), v5 = line(5), v6 = line(6), v7 = line(7);
        const auto a0 = hn::BitCast(d32, hn::InterleaveLower(d, v0, v1));
        const auto a1 = hn::BitCast(d32, hn::InterleaveUpper(d, v0, v1));
        const auto a2 = hn::BitCast(d32, hn::InterleaveLower(d, v2, v3));
        const auto a3 = hn::BitCast(d32, hn::InterleaveUpper(d, v2, v3));
        const auto a4 = hn::BitCast(d32, hn::InterleaveLower(d, v4, v5));
        const auto a5 = hn::BitCast(d32, hn::InterleaveUpper(d, v4, v5));
        const auto a6 = hn::BitCast(d32, hn::InterleaveLower(d, v6, v7));
        const auto a7 = hn::BitCast(d32, hn::InterleaveUpper(d, v6, v7));
        // b0..b3: elements (0,1), (2,3), (4,5), (6,7) of lines 0-3; b4..b7 the same of lines 4-7.
        const auto b0 = hn::BitCast(d64, hn::InterleaveLower(d32, a0, a2));
        const auto b1 = hn::BitCast(d64, hn::InterleaveUpper(d32, a0, a2));
        const auto b2 = hn::BitCast(d64, hn::InterleaveLower(d32, a1, a3));
        const auto b3 = hn::BitCast(d64, hn::InterleaveUpper(d32, a1, a3));
        const auto b4 = hn::BitCast(d64, hn::InterleaveLower(d32, a4, a6));
        const auto b5 = hn::BitCast(d64, hn::InterleaveUpper(d32, a4, a6));
        const auto b6 = hn::BitCast(d64, hn::InterleaveLower(d32, a5, a7));
        const auto b7 = hn::BitCast(d64, hn::InterleaveUpper(d32, a5, a7));
        store(0, hn::BitCast(d, hn::InterleaveLower(d64, b0, b4)));
        store(1, hn::BitCast(d, hn::InterleaveUpper(d64, b0, b4)));
        store(2, hn::BitCast(d, hn::InterleaveLower(d64, b1, b5)));
        store(3, hn::BitCast(d, hn::InterleaveUpper(d64, b1, b5)));
        store(4, hn::BitCast(d, hn::InterleaveLower(d64, b2, b6)));
        store(5, hn::BitCast(d, hn::InterleaveUpper(d64, b2, b6)));
        store(6, hn::BitCast(d, hn::InterleaveLower(d64, b3, b7)));
        store(7, hn::BitCast(d, hn::InterleaveUpper(d64, b3, b7)));
    } else if constexpr (sizeof(T) == 4) {  // 4 x 4
        const auto v0 = line(0), v1 = line(1), v2 = line(2), v3 = line(3);
        // a0, a1: elements (0,1), (2,3) of lines 0-1; a2, a3 the same of lines 2-3.
        const auto a0 = hn::BitCast(d64, hn::InterleaveLower(d, v0, v1));
        const auto a1 = hn::BitCast(d64, hn::InterleaveUpper(d, v0, v1));
        const auto a2 = hn::BitCast(d64, hn::InterleaveLower(d, v2, v3));
        const auto a3 = hn::BitCast(d64, hn::InterleaveUpper(d, v2, v3));
        store(0, hn::BitCast(d, hn::InterleaveLower(d64, a0, a2)));
        store(1, hn::BitCast(d, hn::InterleaveUpper(d64, a0, a2)));
        store(2, hn::BitCast(d, hn::InterleaveLower(d64, a1, a3)));
        store(3, hn::BitCast(d, hn::InterleaveUpper(d64, a1, a3)));
    } else {  // 2 x 2
        const auto v0 = line(0), v1 = line(1);
        store(0, hn::InterleaveLower(d, v0, v1));
        store(1, hn::InterleaveUpper(d, v0, v1));
    }
}
#endif

template <typename T>
void TransposeAs(const uint8_t *src, int64_t lineBytes, int64_t rows, int64_t n, uint8_t *dst)
{
    int64_t rowsDone = 0, linesDone = 0;
#if HWY_TARGET != HWY_SCALAR
    constexpr int64_t kB = 16 / sizeof(T);  // a block: kB lines of kB elements
    rowsDone = rows / kB * kB;
    linesDone = n / kB * kB;
    for (int64_t c0 = 0; c0 < linesDone; c0 += kB) {
        for (int64_t r0 = 0; r0 < rowsDone; r0 += kB) {
            TransposeBlock<T>(src, lineBytes, n, dst, r0, c0);
        }
    }
#endif
    // What the blocks left: the last rows of every line, then the last lines.
    for (int64_t c = 0; c < linesDone; ++c) {
        for (int64_t r = rowsDone; r < rows; ++r) {
            MoveOne<T>(src, lineBytes, n, dst, r, c);
        }
    }
    for (int64_t c = linesDone; c < n; ++c) {
        for (int64_t r = 0; r < rows; ++r) {
            MoveOne<T>(src, lineBytes, n, dst, r, c);
        }
    }
}

bool TransposeTileOn(uint32_t elemBytes, const uint8_t *src, int64_t lineBytes, int64_t rows, int64_t n, uint8_t *dst)
{
    return VisitUnsignedOfSize<2, 4, 8>(elemBytes,
                                        [&](auto bits) { TransposeAs<decltype(bits)>(src, lineBytes, rows, n, dst); });
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {

HWY_EXPORT(TransposeTileOn);

bool TransposeTile(uint32_t elemBytes, const uint8_t *src, int64_t lineBytes, int64_t rows, int64_t n, uint8_t *dst)
{
    return HWY_DYNAMIC_DISPATCH(TransposeTileOn)(elemBytes, src, lineBytes, rows, n, dst);
}

}  // namespace aclp
#endif  // HWY_ONCE
