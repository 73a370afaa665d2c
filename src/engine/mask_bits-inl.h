// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Elementwise loops that write or read a 1-bit mask: element i of the flattened tensor is bit i % 8
// (least significant first) of byte i / 8. Work goes in groups of 64 elements, one 64-bit word of
// mask, so that every vector width (1 to 64 lanes) packs the same way; the tiling keeps block starts
// on multiples of 64, so no two threads ever share a mask byte. Compiled once per SIMD target.

// Per-target include guard.
#if defined(ACLP_ENGINE_MASK_BITS_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ACLP_ENGINE_MASK_BITS_INL_H_
#undef ACLP_ENGINE_MASK_BITS_INL_H_
#else
#define ACLP_ENGINE_MASK_BITS_INL_H_
#endif

#include <cstdint>
#include <cstring>

#include "engine/float_convert-inl.h"
#include "engine/step_loop-inl.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {

constexpr size_t kMaskGroup = 64;  // elements per 64-bit mask word

// Vectors of at most 64 lanes (wider targets are capped), so that whole vectors fill a group.
template <typename T>
using MaskTag = hn::CappedTag<T, kMaskGroup>;

template <typename T>
HWY_INLINE size_t MaskLanes()
{
    const MaskTag<T> d;
    return hn::Lanes(d);
}

// The mask's bits as an integer, lane i at bit i. Where masks are vectors (x86 before AVX-512), Highway's own
// movemask step: going through StoreMaskBits' byte store, GCC merged each byte into a zeroed register
// (`xor; mov %r8b,%al; shl; mov; or` per vector, where a shift and an or do).
template <class D>
HWY_INLINE uint64_t MaskWordBits(D d, hn::Mask<D> m)
{
#if HWY_TARGET == HWY_AVX2 || HWY_TARGET == HWY_SSE4 || HWY_TARGET == HWY_SSSE3
    (void)d;
    return hn::detail::BitsFromMask(m);
#else
    uint64_t bits = 0;
    hn::StoreMaskBits(d, m, reinterpret_cast<uint8_t *>(&bits));
    return bits;
#endif
}

// One group of 64 elements: y[i] = op.Value(x[i]), and the 64 mask bits op.Bit(x[i]) written to the
// 8 bytes at `maskBytes` (little-endian: bit i % 8 of byte i / 8 is element i).
template <typename T, class Op>
HWY_INLINE void ProduceGroup(const Op &op, const T *x, T *y, bool stream, uint8_t *maskBytes)
{
    const MaskTag<T> d;
    const size_t N = hn::Lanes(d);
    // The group's bits gather in a register and go out in one 8-byte store: a store per vector (a byte each for
    // 8-lane vectors) doubled the stores in flight, and where y's lines come from the LLC or DRAM the stores
    // waiting for their lines then cap the loop (1M FLOAT elements on AVX2 took ~1.7x PyTorch's relu).
    uint64_t word = 0;
    for (size_t j = 0; j < kMaskGroup; j += N) {
        const auto v = LoadVec(d, x + j, stream);
        StoreVec(op.Value(d, v), d, y + j, stream);
        word |= MaskWordBits(d, op.Bit(d, v)) << j;
    }
    std::memcpy(maskBytes, &word, 8);
}

constexpr size_t kMaskLineWords = 8;  // 64-bit words per 64-byte cache line of mask

// Writes one full cache line of mask words with streaming stores (`line` 64-byte aligned).
HWY_INLINE void StreamMaskLine(uint8_t *line, const uint64_t *words)
{
    const hn::CappedTag<uint64_t, kMaskLineWords> d;
    const size_t N = hn::Lanes(d);
    for (size_t j = 0; j < kMaskLineWords; j += N) {
        hn::Stream(hn::LoadU(d, words + j), d, reinterpret_cast<uint64_t *>(line) + j);
    }
}

// y = op.Value(x) and mask bits op.Bit(x) for n elements; `mask` points at the byte of element 0,
// which must be a multiple of 8 elements into the tensor. Unused high bits of the last byte are 0.
template <typename T, class Op>
HWY_INLINE void MaskProducingLoop(const Op &op, const T *x, T *y, uint8_t *mask, size_t n, bool nonTemporal)
{
    // Streaming needs vector-aligned y; each group starts 64 elements further, so alignment holds.
    const size_t vectorBytes = MaskLanes<T>() * sizeof(T);
    const bool stream = nonTemporal && reinterpret_cast<uintptr_t>(y) % vectorBytes == 0;
    // The lambdas hold copies of the pointers, not references: each mask word is a byte store, which may
    // alias anything in memory, and with references GCC reloaded the pointers through the stack after
    // every group (ReluV2 INT8 in cache ran at 0.58x PyTorch's relu).
    const Op lane = op;
    auto group = [lane, x, y, mask](size_t i, bool s)
                     ACLP_INLINE_STEP { ProduceGroup(lane, x + i, y + i, s, mask + i / 8); };
    // Whole groups, then a ragged rest through zero-padded buffers: padding lanes give 0 bits.
    auto groups = [group, lane, x, y, mask](size_t i, size_t count, bool s) {
        const size_t end = i + count;
        for (; i + kMaskGroup <= end; i += kMaskGroup) {
            group(i, s);
        }
        if (i < end) {
            const size_t rest = end - i;
            HWY_ALIGN T xs[kMaskGroup] = {};
            HWY_ALIGN T ys[kMaskGroup];
            std::memcpy(xs, x + i, rest * sizeof(T));
            uint64_t word = 0;
            ProduceGroup(lane, xs, ys, false, reinterpret_cast<uint8_t *>(&word));
            word &= (uint64_t{1} << rest) - 1;  // rest < 64
            std::memcpy(y + i, ys, rest * sizeof(T));
            std::memcpy(mask + i / 8, &word, (rest + 7) / 8);
        }
    };
    if (!stream) {
        StepLoop(n, kMaskGroup, 0, false, group, groups);
        return;
    }
    // The mask streams too, a cache line (512 elements) at a time once its pointer is on a line: an 8-byte
    // normal store would first read the line it lands in (for INT8, an eighth more traffic than the output).
    size_t head = 0;
    while (head + kMaskGroup <= n && reinterpret_cast<uintptr_t>(mask + head / 8) % 64 != 0) {
        head += kMaskGroup;
    }
    constexpr size_t kLine = kMaskLineWords * kMaskGroup;
    StepLoop(
        n, kLine, head, true,
        [lane, x, y, mask](size_t i, bool s) ACLP_INLINE_STEP {
            HWY_ALIGN uint64_t words[kMaskLineWords];
            for (size_t w = 0; w < kMaskLineWords; ++w) {
                ProduceGroup(lane, x + i + w * kMaskGroup, y + i + w * kMaskGroup, s,
                             reinterpret_cast<uint8_t *>(words + w));
            }
            StreamMaskLine(mask + i / 8, words);
        },
        groups);  // no ReadAhead: touching a 4 KiB span at once measured 10% slower (ReluV2 FLOAT, 16M)
}

// The 64 mask bits op.Bit(x[i]) of one group, element i at bit i.
template <typename T, class Op>
HWY_INLINE uint64_t GroupBits(const Op &op, const T *x)
{
    const MaskTag<T> d;
    const size_t N = hn::Lanes(d);
    uint64_t word = 0;
    for (size_t j = 0; j < kMaskGroup; j += N) {
        word |= MaskWordBits(d, op.Bit(d, hn::LoadU(d, x + j))) << j;
    }
    return word;
}

// Only the mask bits op.Bit(x) of n elements, into `mask` (the byte of element 0); no stores but the mask's.
template <typename T, class Op>
HWY_INLINE void MaskBitsLoop(const Op &op, const T *x, uint8_t *mask, size_t n)
{
    size_t i = 0;
    for (; i + kMaskGroup <= n; i += kMaskGroup) {
        const uint64_t word = GroupBits(op, x + i);
        std::memcpy(mask + i / 8, &word, 8);
    }
    if (i < n) {
        const size_t rest = n - i;
        HWY_ALIGN T xs[kMaskGroup] = {};
        std::memcpy(xs, x + i, rest * sizeof(T));
        const uint64_t word = GroupBits(op, xs) & ((uint64_t{1} << rest) - 1);  // rest < 64
        std::memcpy(mask + i / 8, &word, (rest + 7) / 8);
    }
}

// The mask bits of a gating select, a lane functor op(d, passed, tested) whose result is always `passed` or
// +0: bit = whether `tested` lets `passed` through, read off the op itself by passing all-one bits through
// it, so that the bits can never disagree with the op run whole.
template <class Op>
struct GateBitOf {
    Op op;
    template <class D, class V>
    HWY_INLINE auto Bit(D d, V tested) const
    {
        const hn::RebindToUnsigned<D> du;
        const auto allOnes = hn::Not(hn::Zero(du));
        const auto kept = hn::BitCast(du, op(d, hn::BitCast(d, allOnes), tested));
        return hn::RebindMask(d, hn::Ne(kept, hn::Zero(du)));
    }
};

// A gating select's test alone (an operator's GateBitsBlock): the bits of `lane` over n elements of `tested` as T.
template <typename T, class Lane>
HWY_INLINE void GateBitsLoop(const Lane &lane, const uint8_t *tested, uint8_t *bits, size_t n)
{
    MaskBitsLoop(GateBitOf<Lane>{lane}, reinterpret_cast<const T *>(tested), bits, n);
}

// out = bit ? in : +0 (every bit of the element zero), for MaskConsumingLoop.
struct KeepWhereBit {
    template <class D, class M, class V>
    HWY_INLINE V Apply(D /* d */, M bit, V in) const
    {
        return hn::IfThenElseZero(bit, in);
    }
};

// One group of 64 elements: out[i] = op.Apply(bit i of word, in[i]).
template <typename T, class Op>
HWY_INLINE void ConsumeGroup(const Op &op, const T *in, uint64_t word, T *out, bool stream)
{
    const MaskTag<T> d;
    const size_t N = hn::Lanes(d);
    for (size_t j = 0; j < kMaskGroup; j += N) {
        const uint64_t bits = word >> j;
        const auto m = hn::LoadMaskBits(d, reinterpret_cast<const uint8_t *>(&bits));
        const auto value = op.Apply(d, m, LoadVec(d, in + j, stream));
        StoreVec(value, d, out + j, stream);
    }
}

// out = op.Apply(mask bit, in) for n elements; `mask` points at the byte of element 0 (a multiple of
// 8 elements into the tensor).
template <typename T, class Op>
HWY_INLINE void MaskConsumingLoop(const Op &op, const T *in, const uint8_t *mask, T *out, size_t n, bool nonTemporal)
{
    const size_t vectorBytes = MaskLanes<T>() * sizeof(T);
    const bool stream = nonTemporal && reinterpret_cast<uintptr_t>(out) % vectorBytes == 0;
    StepLoop(
        n, kMaskGroup, 0, stream,
        [&](size_t i, bool s) ACLP_INLINE_STEP {
            uint64_t word;
            std::memcpy(&word, mask + i / 8, 8);
            ConsumeGroup(op, in + i, word, out + i, s);
        },
        [&](size_t i, size_t rest, bool) {
            HWY_ALIGN T ins[kMaskGroup] = {};
            HWY_ALIGN T outs[kMaskGroup];
            uint64_t word = 0;
            std::memcpy(ins, in + i, rest * sizeof(T));
            std::memcpy(&word, mask + i / 8, (rest + 7) / 8);
            ConsumeGroup(op, ins, word, outs, false);
            std::memcpy(out + i, outs, rest * sizeof(T));
        },
        ReadAhead(in));  // the mask, a 32nd of a FLOAT input or less, is left to the hardware
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#endif  // ACLP_ENGINE_MASK_BITS_INL_H_
