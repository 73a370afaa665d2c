// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The elementwise loops every operator kernel shares, compiled once per SIMD target (Highway's
// foreach_target re-includes this file). An operator supplies a lane functor
//     template <class D> Vec<D> operator()(D d, Vec<D> in0, Vec<D> in1) const
// and a loop owns the rest, on the one loop skeleton (step_loop-inl.h: full vectors unmasked, the ragged tail
// through a small stack buffer, non-temporal stores when the tiling asks for them).
//   BinaryLoop     lanes of the storage type itself (selects that never change a bit)
//   BinaryLoopF32  float32 lanes: FLOAT16/BFLOAT16/FLOAT inputs widened exactly, the result rounded
//                  to nearest even into the compute type and then into the output type; BFLOAT16 in
//                  and out as pairs of 16-bit lanes (Bf16LoopPairs), streaming FLOAT16 in and out
//                  through F16C a 16-bit vector per step (F16StreamPairs)

// Per-target include guard.
#if defined(ACLP_ENGINE_ELEMENTWISE_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ACLP_ENGINE_ELEMENTWISE_INL_H_
#undef ACLP_ENGINE_ELEMENTWISE_INL_H_
#else
#define ACLP_ENGINE_ELEMENTWISE_INL_H_
#endif

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "acl/acl_base.h"
#include "engine/dtype.h"
#include "engine/float_convert-inl.h"
#include "engine/machine.h"
#include "engine/step_loop-inl.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Applies `op` to fewer than one vector of elements, through zero-padded stack buffers.
template <typename T, class Op>
HWY_INLINE void BinaryPartial(const Op &op, const T *in0, const T *in1, T *out, size_t count)
{
    const hn::ScalableTag<T> d;
    constexpr size_t kMax = HWY_MAX_BYTES / sizeof(T);
    HWY_ALIGN T a[kMax] = {};
    HWY_ALIGN T b[kMax] = {};
    HWY_ALIGN T o[kMax];
    std::memcpy(a, in0, count * sizeof(T));
    std::memcpy(b, in1, count * sizeof(T));
    hn::Store(op(d, hn::Load(d, a), hn::Load(d, b)), d, o);
    std::memcpy(out, o, count * sizeof(T));
}

// out[i] = op(in0[i], in1[i]) for i in [0, n). `out` may be `in0` or `in1` (in place).
template <typename T, class Op>
HWY_INLINE void BinaryLoop(const Op &opIn, const T *in0, const T *in1, T *out, size_t n, bool nonTemporal)
{
    const Op op = opIn;  // a local copy: kept in registers, not reloaded after every store (which may alias it)
    const hn::ScalableTag<T> d;
    const size_t N = hn::Lanes(d);
    const bool stream = CanStream(out, nonTemporal);
    StepLoop(
        n, N, stream ? StreamHead(out, N, n) : 0, stream,
        [&](size_t i, bool s)
            ACLP_INLINE_STEP { StoreVec(op(d, LoadVec(d, in0 + i, s), LoadVec(d, in1 + i, s)), d, out + i, s); },
        [&](size_t i, size_t count, bool) { BinaryPartial(op, in0 + i, in1 + i, out + i, count); },
        ReadAhead(in0, in1));
}

// BinaryLoop over a kernel block's operands {in0, in1, out}, all of element type T, elements [begin, end).
template <typename T, class Op>
HWY_INLINE void BinaryLoopOnOperands(const Op &op, uint8_t *const *operands, size_t begin, size_t end, bool nonTemporal)
{
    BinaryLoop(op, reinterpret_cast<const T *>(operands[0]) + begin, reinterpret_cast<const T *>(operands[1]) + begin,
               reinterpret_cast<T *>(operands[2]) + begin, end - begin, nonTemporal);
}

// One float32 vector of out[i] = Round<TOut>(Round<TCompute>(op(in0[i], in1[i]))) at full width.
template <typename TCompute, typename TIn0, typename TIn1, typename TOut, class Op>
HWY_INLINE void BinaryVectorF32(const Op &op, const TIn0 *in0, const TIn1 *in1, TOut *out, bool stream)
{
    const hn::ScalableTag<float> df;
    const auto result = op(df, LoadF32(df, in0, stream), LoadF32(df, in1, stream));
    if constexpr (std::is_same_v<TCompute, TOut>) {
        StoreF32As(df, result, out, stream);  // rounding twice to one type is rounding once
    } else {
        StoreF32As(df, RoundTo<TCompute>(df, result), out, stream);
    }
}

template <typename TCompute, typename TIn0, typename TIn1, typename TOut, class Op>
HWY_INLINE void BinaryPartialF32(const Op &op, const TIn0 *in0, const TIn1 *in1, TOut *out, size_t count)
{
    constexpr size_t kMax = HWY_MAX_BYTES / sizeof(float);
    HWY_ALIGN TIn0 a[kMax] = {};
    HWY_ALIGN TIn1 b[kMax] = {};
    HWY_ALIGN TOut o[kMax];
    std::memcpy(a, in0, count * sizeof(TIn0));
    std::memcpy(b, in1, count * sizeof(TIn1));
    BinaryVectorF32<TCompute>(op, a, b, o, false);
    std::memcpy(out, o, count * sizeof(TOut));
}

#if HWY_TARGET != HWY_SCALAR  // a scalar vector cannot be split into two bf16 halves
// BFLOAT16 in, BFLOAT16 out: a vector of 2N bf16 values splits into its odd elements (already the
// upper halves of 32-bit lanes) and its even elements (shifted up), both float32 vectors; after the
// op they merge back the same way. No cross-lane shuffles, which makes this path several times
// cheaper than widening halves of vectors; element order does not matter to an elementwise op. Lane
// functors here must use IEEE arithmetic and selects only (see Bf16RoundingBiasFromBf16).
// A lane functor may split itself for these pairs (kSplitsForBf16): `Scale(df, in0)` on float32 lanes
// and `Keep16(du16, in1Bits)` a mask on the 16-bit lanes, out = Keep16 ? Round(Scale(in0)) : +0. The
// test on in1 then runs once per 16-bit lane instead of on both float halves.
template <class Op, class = void>
struct SplitsForBf16 : std::false_type {
};
template <class Op>
struct SplitsForBf16<Op, std::void_t<decltype(Op::kSplitsForBf16)>> : std::true_type {
};
// A lane functor whose float32 results are never subnormal (kNoSubnormalResults) skips the test that keeps
// subnormal results away from the AVX512_BF16 conversion, which would turn them into zeros.
template <class Op, class = void>
struct NoSubnormalResults : std::false_type {
};
template <class Op>
struct NoSubnormalResults<Op, std::void_t<decltype(Op::kNoSubnormalResults)>> : std::true_type {
};

// kInstruction: round by the AVX512_BF16 instruction (float_convert-inl.h) while `instruction` is true. The first
// vector with a subnormal result (which the instruction would turn into a zero) clears it, and the rest of the
// block rounds in integer instructions, as without: a per-vector fallback would mispredict its branch on data
// with scattered subnormals. On the Zen 4 VM of the benchmarks the instruction made Hardsigmoid BFLOAT16 1.6x
// and SigmoidBackward 1.2x faster in cache (one thread).
template <bool kInstruction, class Op>
HWY_INLINE void Bf16VectorPairs(const Op &op, const hwy::bfloat16_t *in0, const hwy::bfloat16_t *in1,
                                hwy::bfloat16_t *out, bool stream, bool &instruction)
{
    using DF = hn::ScalableTag<float>;
    const DF df;
    const hn::RebindToUnsigned<DF> du32;
    const hn::Repartition<uint16_t, DF> du16;
    // Whole loads even in cache (`true`, whatever `stream` is): joining halves cost this loop, busy with
    // arithmetic between its loads, 5-10% (vector_memory-inl.h).
    const auto a = hn::BitCast(du32, LoadVec(du16, reinterpret_cast<const uint16_t *>(in0), true));
    const auto b = hn::BitCast(du32, LoadVec(du16, reinterpret_cast<const uint16_t *>(in1), true));
    const auto high = hn::Set(du32, 0xFFFF0000u);
    constexpr bool kSplit = SplitsForBf16<Op>::value;
    const auto half = [&](hn::Vec<DF> in0Half, hn::Vec<DF> in1Half) {
        if constexpr (kSplit) {
            (void)in1Half;  // tested on the 16-bit lanes below
            return op.Scale(df, in0Half);
        } else {
            return op(df, in0Half, in1Half);
        }
    };
    const auto odd = half(hn::BitCast(df, hn::And(a, high)), hn::BitCast(df, hn::And(b, high)));
    const auto even = half(hn::BitCast(df, hn::ShiftLeft<16>(a)), hn::BitCast(df, hn::ShiftLeft<16>(b)));
    const auto store = [&](hn::Vec<decltype(du16)> merged) {
        if constexpr (kSplit) {
            merged = hn::IfThenElseZero(op.Keep16(du16, hn::BitCast(du16, b)), merged);
        }
        StoreVec(merged, du16, reinterpret_cast<uint16_t *>(out), stream);
    };
#if ACLP_AVX512_BF16_ASM
    if constexpr (kInstruction) {
        if (instruction && (NoSubnormalResults<Op>::value || HWY_LIKELY(!AnySubnormal(odd, even)))) {
            store(Bf16InterleavedByInstruction(even, odd));
            return;
        }
        instruction = false;
    }
#else
    static_assert(!kInstruction, "AVX512_BF16 instructions exist on x86 AVX-512 targets only");
    (void)instruction;
#endif
    store(hn::OddEven(hn::BitCast(du16, Bf16RoundingBiasFromBf16(df, odd)),
                      hn::BitCast(du16, hn::ShiftRight<16>(Bf16RoundingBiasFromBf16(df, even)))));
}

template <bool kInstruction, class Op>
HWY_INLINE void Bf16LoopPairsRounding(const Op &op, const hwy::bfloat16_t *in0, const hwy::bfloat16_t *in1,
                                      hwy::bfloat16_t *out, size_t n, bool nonTemporal)
{
    const hn::ScalableTag<uint16_t> d16;
    const size_t N = hn::Lanes(d16);
    constexpr size_t kMax = HWY_MAX_BYTES / sizeof(uint16_t);
    const bool stream = CanStream(out, nonTemporal);
    bool instruction = kInstruction;
    StepLoop(
        n, N, stream ? StreamHead(out, N, n) : 0, stream,
        [&](size_t i, bool s)
            ACLP_INLINE_STEP { Bf16VectorPairs<kInstruction>(op, in0 + i, in1 + i, out + i, s, instruction); },
        [&](size_t at, size_t count, bool) {
            HWY_ALIGN hwy::bfloat16_t a[kMax] = {};
            HWY_ALIGN hwy::bfloat16_t b[kMax] = {};
            HWY_ALIGN hwy::bfloat16_t o[kMax];
            std::memcpy(a, in0 + at, count * 2);
            std::memcpy(b, in1 + at, count * 2);
            Bf16VectorPairs<kInstruction>(op, a, b, o, false, instruction);
            std::memcpy(out + at, o, count * 2);
        },
        ReadAhead(in0, in1));
}

template <class Op>
HWY_INLINE void Bf16LoopPairs(const Op &opIn, const hwy::bfloat16_t *in0, const hwy::bfloat16_t *in1,
                              hwy::bfloat16_t *out, size_t n, bool nonTemporal)
{
    const Op op = opIn;  // a local copy: kept in registers, not reloaded after every store (which may alias it)
#if ACLP_AVX512_BF16_ASM
    if (UseAvx512Bf16()) {
        Bf16LoopPairsRounding<true>(op, in0, in1, out, n, nonTemporal);
        return;
    }
#endif
    Bf16LoopPairsRounding<false>(op, in0, in1, out, n, nonTemporal);
}
#endif  // HWY_TARGET != HWY_SCALAR

#if ACLP_HARDWARE_F16C
// FLOAT16 in, FLOAT16 out through F16C, streaming from DRAM: a step is one whole vector of 16-bit elements,
// two float32 vectors wide, whose two narrowed halves are joined and stored by one full-width non-temporal
// store, with the inputs read ahead. Half-width streaming stores without read-ahead left these loops at
// 0.84 (HardSwish) and 0.93 (its gradient) of a kernel with their traffic at 16M elements on 2 threads
// (Zen 3, AVX2; 4 alternations, medians); this way 0.94 and 0.96. In cache the join costs more than it
// saves (2-7% slower at 256K and 1M elements), so the normal loop keeps one float32 vector per step.
template <class Op>
HWY_INLINE void F16VectorPairs(const Op &op, const hwy::float16_t *in0, const hwy::float16_t *in1, hwy::float16_t *out)
{
    const hn::ScalableTag<float> df;
    const hn::Repartition<uint16_t, decltype(df)> du16;
    const size_t N = hn::Lanes(df);
    const auto lower = HalfBits(df, op(df, LoadF32(df, in0, true), LoadF32(df, in1, true)));
    const auto upper = HalfBits(df, op(df, LoadF32(df, in0 + N, true), LoadF32(df, in1 + N, true)));
    hn::Stream(hn::Combine(du16, upper, lower), du16, reinterpret_cast<uint16_t *>(out));
}

template <class Op>
HWY_INLINE void F16StreamPairs(const Op &op, const hwy::float16_t *in0, const hwy::float16_t *in1, hwy::float16_t *out,
                               size_t n)
{
    const hn::ScalableTag<uint16_t> d16;
    const size_t N = hn::Lanes(d16);
    StepLoop(
        n, N, StreamHead(out, N, n), true,
        [&](size_t i, bool) ACLP_INLINE_STEP { F16VectorPairs(op, in0 + i, in1 + i, out + i); },
        [&](size_t at, size_t count, bool) {
            for (size_t done = 0; done < count; done += N / 2) {  // in float32 vectors through the stack
                const size_t i = at + done;
                BinaryPartialF32<hwy::float16_t>(op, in0 + i, in1 + i, out + i, HWY_MIN(count - done, N / 2));
            }
        },
        ReadAhead(in0, in1));
}
#endif  // ACLP_HARDWARE_F16C

// The element type BinaryLoopF32 takes for a FLOAT, FLOAT16 or BFLOAT16 dtype tag (engine/dtype.h), whose
// Storage holds the 16-bit types as uint16_t.
template <typename Tag>
using FloatLane = std::conditional_t<Tag::kDtype == ACL_FLOAT16, hwy::float16_t,
                                     std::conditional_t<Tag::kDtype == ACL_BF16, hwy::bfloat16_t, float>>;

// out[i] = op(in0[i], in1[i]) computed in float32 lanes; inputs and output are float, hwy::float16_t
// or hwy::bfloat16_t, and the result is first rounded to TCompute (the promoted type CANN computes
// in), then to TOut. `out` may alias an input of the same type (in place).
template <typename TCompute, typename TIn0, typename TIn1, typename TOut, class Op>
HWY_INLINE void BinaryLoopF32(const Op &opIn, const TIn0 *in0, const TIn1 *in1, TOut *out, size_t n, bool nonTemporal)
{
    const Op op = opIn;  // a local copy: kept in registers, not reloaded after every store (which may alias it)
    constexpr bool kAllBf16 = std::is_same_v<TIn0, hwy::bfloat16_t> && std::is_same_v<TIn1, hwy::bfloat16_t> &&
                              std::is_same_v<TOut, hwy::bfloat16_t>;
#if HWY_TARGET != HWY_SCALAR
    if constexpr (kAllBf16) {
        Bf16LoopPairs(op, in0, in1, out, n, nonTemporal);
        return;
    }
#else
    (void)kAllBf16;
#endif
#if ACLP_HARDWARE_F16C
    if constexpr (std::is_same_v<TIn0, hwy::float16_t> && std::is_same_v<TIn1, hwy::float16_t> &&
                  std::is_same_v<TOut, hwy::float16_t> && std::is_same_v<TCompute, hwy::float16_t>) {
        if (CanStream(out, nonTemporal)) {
            F16StreamPairs(op, in0, in1, out, n);
            return;
        }
    }
#endif
    // Other loops through F16C conversions (FLOAT16 with another type) are left to the hardware prefetcher:
    // with half-width streaming stores, read-ahead made FLOAT16 HardSwish and its gradient 5-25% slower.
    constexpr bool kF16cLanes =
        ACLP_HARDWARE_F16C && (std::is_same_v<TIn0, hwy::float16_t> || std::is_same_v<TIn1, hwy::float16_t> ||
                               std::is_same_v<TOut, hwy::float16_t>);
    const hn::ScalableTag<float> df;
    const size_t N = hn::Lanes(df);
    const bool stream = CanStream(out, nonTemporal);
    StepLoop(
        n, N, stream ? StreamHead(out, N, n) : 0, stream,
        [&](size_t i, bool s) ACLP_INLINE_STEP { BinaryVectorF32<TCompute>(op, in0 + i, in1 + i, out + i, s); },
        [&](size_t i, size_t count, bool) { BinaryPartialF32<TCompute>(op, in0 + i, in1 + i, out + i, count); },
        LoopReadAhead<kF16cLanes>(in0, in1));
}

// The block of a one-input kernel on the dtypes among Tags (FLOAT, FLOAT16, BFLOAT16) computed in float32
// lanes: operands {x, y} of `dtype`, y[i] = op(d, x[i], x[i]) rounded once to the dtype, over elements
// [begin, end). False (nothing written) for any other dtype.
template <class... Tags, class Op>
HWY_INLINE bool UnaryFloatLanesBlockAmong(const Op &op, aclDataType dtype, uint8_t *const *operands, size_t begin,
                                          size_t end, bool nonTemporal)
{
    return VisitDtypeAmong<Tags...>(dtype, [&](auto tag) {
        using T = FloatLane<decltype(tag)>;
        const T *x = reinterpret_cast<const T *>(operands[0]) + begin;
        BinaryLoopF32<T>(op, x, x, reinterpret_cast<T *>(operands[1]) + begin, end - begin, nonTemporal);
    });
}

// The same on all three.
template <class Op>
HWY_INLINE bool UnaryFloatLanesBlock(const Op &op, aclDataType dtype, uint8_t *const *operands, size_t begin,
                                     size_t end, bool nonTemporal)
{
    return UnaryFloatLanesBlockAmong<Float32Tag, Float16Tag, Bf16Tag>(op, dtype, operands, begin, end, nonTemporal);
}

// The same with one lane for FLOAT and another for FLOAT16 and BFLOAT16 (an operator whose 16-bit results
// allow a cheaper step than FLOAT's).
template <class FloatOp, class SixteenBitOp>
HWY_INLINE bool UnaryFloatLanesBlock(const FloatOp &floatOp, const SixteenBitOp &sixteenBitOp, aclDataType dtype,
                                     uint8_t *const *operands, size_t begin, size_t end, bool nonTemporal)
{
    if (dtype == ACL_FLOAT) {
        return UnaryFloatLanesBlockAmong<Float32Tag>(floatOp, dtype, operands, begin, end, nonTemporal);
    }
    return UnaryFloatLanesBlockAmong<Float16Tag, Bf16Tag>(sixteenBitOp, dtype, operands, begin, end, nonTemporal);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#endif  // ACLP_ENGINE_ELEMENTWISE_INL_H_
