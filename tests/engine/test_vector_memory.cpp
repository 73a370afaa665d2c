// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// LoadVec, the loads of every kernel loop: on 64-byte-vector targets it reads a vector as two 32-byte
// halves and joins them, so a half swapped or taken from the wrong offset would scramble every kernel's
// lanes. Checked here on each target the CPU runs, for every lane size and every byte misalignment.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "engine/test_vector_memory.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "engine/vector_memory-inl.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp_test {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

template <typename T>
size_t LoadOne(bool stream, const uint8_t *src, uint8_t *dst)
{
    const hn::ScalableTag<T> d;
    HWY_ALIGN T out[HWY_MAX_BYTES / sizeof(T)];
    hn::Store(aclp::HWY_NAMESPACE::LoadVec(d, reinterpret_cast<const T *>(src), stream), d, out);
    std::memcpy(dst, out, hn::Lanes(d) * sizeof(T));
    return hn::Lanes(d) * sizeof(T);
}

// Loads one full vector of lanes of `laneBytes` from src into dst (both any alignment), as a loop in cache or
// (stream) one streaming from DRAM; returns its bytes.
size_t LoadVector(size_t laneBytes, bool stream, const uint8_t *src, uint8_t *dst)
{
    switch (laneBytes) {
        case 1: return LoadOne<uint8_t>(stream, src, dst);
        case 2: return LoadOne<uint16_t>(stream, src, dst);
        case 4: return LoadOne<float>(stream, src, dst);
        default: return LoadOne<uint64_t>(stream, src, dst);
    }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp_test
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <gtest/gtest.h>

#include "common/engine_variants.h"

namespace aclp_test {
HWY_EXPORT(LoadVector);
namespace {

TEST(VectorMemory, LoadVecReadsEveryByteInPlaceOnEveryTargetAndAlignment)
{
    constexpr size_t kMax = 256;  // bytes: the widest vector any target has
    alignas(64) uint8_t source[2 * kMax];
    for (size_t i = 0; i < sizeof(source); ++i) {
        source[i] = static_cast<uint8_t>(i * 7 + 1);  // no two bytes of a vector alike
    }
    ForEachSimdTarget([&] {
        for (bool stream : {false, true}) {
            for (size_t laneBytes : {1, 2, 4, 8}) {
                for (size_t offset = 0; offset < 64; ++offset) {
                    uint8_t got[kMax] = {};
                    const size_t bytes = HWY_DYNAMIC_DISPATCH(LoadVector)(laneBytes, stream, source + offset, got);
                    ASSERT_LE(bytes, kMax);
                    ASSERT_EQ(std::memcmp(got, source + offset, bytes), 0)
                        << laneBytes << "-byte lanes, " << bytes << "-byte vector at byte offset " << offset
                        << (stream ? ", streaming loop" : ", loop in cache");
                }
            }
        }
    });
}

}  // namespace
}  // namespace aclp_test
#endif  // HWY_ONCE
