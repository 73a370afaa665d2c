// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Compiled once per SIMD target; TransposeTile dispatches to the best one the CPU runs.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "engine/transpose_tile.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cstring>

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
// v[i] holds lines' elements r0.. of line c0 + i; afterwards v[j] holds element r0 + j of lines c0...
HWY_INLINE void Transpose8x8(hn::Vec<hn::Full128<uint16_t>> *v)
{
    const hn::Full128<uint16_t> d16;
    const hn::Full128<uint32_t> d32;
    const hn::Full128<uint64_t> d64;
    hn::Vec<hn::Full128<uint32_t>> a[8];
    for (int i = 0; i < 4; ++i) {
        a[2 * i] = hn::BitCast(d32, hn::InterleaveLower(d16, v[2 * i], v[2 * i + 1]));
        a[2 * i + 1] = hn::BitCast(d32, hn::InterleaveUpper(d16, v[2 * i], v[2 * i + 1]));
    }
    hn::Vec<hn::Full128<uint64_t>> b[8];
    for (int i = 0; i < 2; ++i) {  // lines 4i..4i+3
        for (int h = 0; h < 2; ++h) {
            b[4 * i + 2 * h] = hn::BitCast(d64, hn::InterleaveLower(d32, a[4 * i + h], a[4 * i + 2 + h]));
            b[4 * i + 2 * h + 1] = hn::BitCast(d64, hn::InterleaveUpper(d32, a[4 * i + h], a[4 * i + 2 + h]));
        }
    }
    for (int j = 0; j < 4; ++j) {  // b[j] holds elements 2j, 2j+1 of lines 0-3, b[4 + j] of lines 4-7
        v[2 * j] = hn::BitCast(d16, hn::InterleaveLower(d64, b[j], b[4 + j]));
        v[2 * j + 1] = hn::BitCast(d16, hn::InterleaveUpper(d64, b[j], b[4 + j]));
    }
}

HWY_INLINE void Transpose4x4(hn::Vec<hn::Full128<uint32_t>> *v)
{
    const hn::Full128<uint32_t> d32;
    const hn::Full128<uint64_t> d64;
    hn::Vec<hn::Full128<uint64_t>> a[4];
    for (int i = 0; i < 2; ++i) {
        a[2 * i] = hn::BitCast(d64, hn::InterleaveLower(d32, v[2 * i], v[2 * i + 1]));
        a[2 * i + 1] = hn::BitCast(d64, hn::InterleaveUpper(d32, v[2 * i], v[2 * i + 1]));
    }
    for (int j = 0; j < 2; ++j) {  // a[j] holds elements 2j, 2j+1 of lines 0-1, a[2 + j] of lines 2-3
        v[2 * j] = hn::BitCast(d32, hn::InterleaveLower(d64, a[j], a[2 + j]));
        v[2 * j + 1] = hn::BitCast(d32, hn::InterleaveUpper(d64, a[j], a[2 + j]));
    }
}

HWY_INLINE void Transpose2x2(hn::Vec<hn::Full128<uint64_t>> *v)
{
    const hn::Full128<uint64_t> d64;
    const auto low = hn::InterleaveLower(d64, v[0], v[1]);
    v[1] = hn::InterleaveUpper(d64, v[0], v[1]);
    v[0] = low;
}

template <typename T>
HWY_INLINE void TransposeBlock(hn::Vec<hn::Full128<T>> *v)
{
    if constexpr (sizeof(T) == 2) {
        Transpose8x8(v);
    } else if constexpr (sizeof(T) == 4) {
        Transpose4x4(v);
    } else {
        Transpose2x2(v);
    }
}
#endif

template <typename T>
void TransposeAs(const uint8_t *src, int64_t lineBytes, int64_t rows, int64_t n, uint8_t *dst)
{
    int64_t rowsDone = 0, linesDone = 0;
#if HWY_TARGET != HWY_SCALAR
    const hn::Full128<T> d;
    constexpr int64_t kB = 16 / sizeof(T);  // a block: kB lines of kB elements
    rowsDone = rows / kB * kB;
    linesDone = n / kB * kB;
    hn::Vec<hn::Full128<T>> v[kB];
    for (int64_t c0 = 0; c0 < linesDone; c0 += kB) {
        for (int64_t r0 = 0; r0 < rowsDone; r0 += kB) {
            for (int64_t i = 0; i < kB; ++i) {
                v[i] = hn::LoadU(d, reinterpret_cast<const T *>(src + (c0 + i) * lineBytes) + r0);
            }
            TransposeBlock<T>(v);
            for (int64_t j = 0; j < kB; ++j) {
                hn::StoreU(v[j], d, reinterpret_cast<T *>(dst) + (r0 + j) * n + c0);
            }
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
    switch (elemBytes) {
        case 2: TransposeAs<uint16_t>(src, lineBytes, rows, n, dst); return true;
        case 4: TransposeAs<uint32_t>(src, lineBytes, rows, n, dst); return true;
        case 8: TransposeAs<uint64_t>(src, lineBytes, rows, n, dst); return true;
        default: return false;
    }
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
