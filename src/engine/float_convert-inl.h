// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Widening FLOAT16/BFLOAT16 to float32 and narrowing back with round-to-nearest-even, per SIMD
// target. Highway 1.0.3 (Debian 12) narrows BF16 by truncation, and FLOAT16 too on targets without
// F16C, so the narrowing is ours: exact IEEE rounding everywhere, NaN kept quiet with its sign.

// Per-target include guard.
#if defined(ACLP_ENGINE_FLOAT_CONVERT_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ACLP_ENGINE_FLOAT_CONVERT_INL_H_
#undef ACLP_ENGINE_FLOAT_CONVERT_INL_H_
#else
#define ACLP_ENGINE_FLOAT_CONVERT_INL_H_
#endif

#include <cstdint>
#include <type_traits>

#include "engine/vector_memory-inl.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Key16 (common/half.h) of FLOAT16/BF16 lanes, from their bits as signed 16-bit lanes: an order-preserving
// integer (-0 and +0 both 0, NaNs beyond the infinities) that kernels compare with keys worked out on the
// host, instead of widening to float32.
template <class DI>
HWY_INLINE hn::Vec<DI> Key16Lanes(DI di, hn::Vec<DI> bits)
{
    const auto sign = hn::ShiftRight<15>(bits);  // 0 or -1
    const auto magnitude = hn::And(bits, hn::Set(di, 0x7FFF));
    return hn::Sub(hn::Xor(magnitude, sign), sign);  // -magnitude where the sign is set
}

// Lanes(df) elements at p, widened exactly to float32.
template <class DF>
HWY_INLINE hn::Vec<DF> LoadF32(DF df, const float *p, bool stream)
{
    return LoadVec(df, p, stream);
}
// FLOAT16 bits -> float32, exactly (Highway 1.0.3's emulation on targets without F16C turns Inf and
// NaN into 65536).
#undef ACLP_HARDWARE_F16C  // decided again for each target
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2 && !defined(HWY_DISABLE_F16C)
#define ACLP_HARDWARE_F16C 1
#else
#define ACLP_HARDWARE_F16C 0
#endif
template <class DF>
HWY_INLINE hn::Vec<DF> HalfToF32(DF df, hn::Vec<hn::Rebind<uint16_t, DF>> bits)
{
#if ACLP_HARDWARE_F16C
    const hn::Rebind<hwy::float16_t, DF> dh;
    return hn::PromoteTo(df, hn::BitCast(dh, bits));
#else
    const hn::RebindToUnsigned<DF> du32;
    const auto b = hn::PromoteTo(du32, bits);
    const auto shiftedExp = hn::Set(du32, 0x7C00u << 13);
    auto o = hn::ShiftLeft<13>(hn::And(b, hn::Set(du32, 0x7FFF)));
    const auto exp = hn::And(o, shiftedExp);
    o = hn::Add(o, hn::Set(du32, (127u - 15u) << 23));
    const auto infNan = hn::Add(o, hn::Set(du32, (128u - 16u) << 23));
    // Zero and subnormals: one more exponent step, then subtract the implicit bit as a float.
    const auto small =
        hn::BitCast(du32, hn::Sub(hn::BitCast(df, hn::Add(o, hn::Set(du32, 1u << 23))), hn::Set(df, 6.103515625e-05f)));
    o = hn::IfThenElse(hn::Eq(exp, shiftedExp), infNan, o);
    o = hn::IfThenElse(hn::Eq(exp, hn::Zero(du32)), small, o);
    return hn::BitCast(df, hn::Or(o, hn::ShiftLeft<16>(hn::And(b, hn::Set(du32, 0x8000)))));
#endif
}

template <class DF>
HWY_INLINE hn::Vec<DF> LoadF32(DF df, const hwy::float16_t *p, bool stream)
{
    const hn::Rebind<uint16_t, DF> du16;
    return HalfToF32(df, LoadVec(du16, reinterpret_cast<const uint16_t *>(p), stream));
}
template <class DF>
HWY_INLINE hn::Vec<DF> LoadF32(DF df, const hwy::bfloat16_t *p, bool stream)
{
    const hn::Rebind<uint16_t, DF> du16;
    const hn::RebindToUnsigned<DF> du32;
    const auto bits = LoadVec(du16, reinterpret_cast<const uint16_t *>(p), stream);
    return hn::BitCast(df, hn::ShiftLeft<16>(hn::PromoteTo(du32, bits)));
}

// float32 -> BFLOAT16 bits, round to nearest even.
template <class DF>
HWY_INLINE hn::Vec<hn::Rebind<uint16_t, DF>> Bf16Bits(DF /* df */, hn::Vec<DF> v)
{
    const hn::RebindToUnsigned<DF> du32;
    const hn::RebindToSigned<DF> di32;
    const hn::Rebind<uint16_t, DF> du16;
    const auto bits = hn::BitCast(du32, v);
    const auto lsb = hn::And(hn::ShiftRight<16>(bits), hn::Set(du32, 1));
    const auto rounded = hn::ShiftRight<16>(hn::Add(hn::Add(bits, hn::Set(du32, 0x7FFF)), lsb));
    const auto isNan = hn::Gt(hn::And(bits, hn::Set(du32, 0x7FFFFFFFu)), hn::Set(du32, 0x7F800000u));
    const auto quiet = hn::Or(hn::ShiftRight<16>(bits), hn::Set(du32, 0x40));
    // Every lane is <= 0xFFFF, so the saturating demotion is exact.
    return hn::DemoteTo(du16, hn::BitCast(di32, hn::IfThenElse(isNan, quiet, rounded)));
}

// float32 -> FLOAT16 bits, round to nearest even (overflow to Inf, subnormals rounded too).
template <class DF>
HWY_INLINE hn::Vec<hn::Rebind<uint16_t, DF>> HalfBits(DF df, hn::Vec<DF> v)
{
    const hn::Rebind<uint16_t, DF> du16;
#if ACLP_HARDWARE_F16C
    // F16C converts with the current rounding mode: nearest even.
    const hn::Rebind<hwy::float16_t, DF> dh;
    return hn::BitCast(du16, hn::DemoteTo(dh, v));
#else
    const hn::RebindToUnsigned<DF> du32;
    const hn::RebindToSigned<DF> di32;
    const auto bits = hn::BitCast(du32, v);
    const auto sign = hn::And(bits, hn::Set(du32, 0x80000000u));
    const auto magnitude = hn::Xor(bits, sign);
    // Below the smallest normal half: let the float adder round in units of 2^-24.
    const auto viaAdder =
        hn::Sub(hn::BitCast(du32, hn::Add(hn::BitCast(df, magnitude), hn::Set(df, 0.5f))), hn::Set(du32, 0x3F000000u));
    // Normal: rebias the exponent and round the 13 dropped bits to nearest even.
    const auto odd = hn::And(hn::ShiftRight<13>(magnitude), hn::Set(du32, 1));
    const auto normal = hn::ShiftRight<13>(hn::Add(hn::Add(magnitude, hn::Set(du32, 0xC8000FFFu)), odd));
    const auto nan = hn::Or(hn::Set(du32, 0x7E00), hn::And(hn::ShiftRight<13>(magnitude), hn::Set(du32, 0x3FF)));
    auto result = hn::IfThenElse(hn::Lt(magnitude, hn::Set(du32, 0x38800000u)), viaAdder, normal);
    result = hn::IfThenElse(hn::Gt(magnitude, hn::Set(du32, 0x477FEFFFu)), hn::Set(du32, 0x7C00), result);
    result = hn::IfThenElse(hn::Gt(magnitude, hn::Set(du32, 0x7F800000u)), nan, result);
    result = hn::Or(result, hn::ShiftRight<16>(sign));
    return hn::DemoteTo(du16, hn::BitCast(di32, result));
#endif
}

// float32 bits biased so that dropping their low 16 bits rounds to BFLOAT16 to nearest even, for values
// computed by IEEE arithmetic from BFLOAT16 inputs: their NaNs, whether propagated (payload of an input,
// low 16 bits 0) or created (the default NaN), have zero low bits, so the bias cannot carry into them
// and no NaN test is needed (Bf16Bits handles arbitrary float32 values).
template <class DF>
HWY_INLINE hn::Vec<hn::RebindToUnsigned<DF>> Bf16RoundingBiasFromBf16(DF /* df */, hn::Vec<DF> v)
{
    const hn::RebindToUnsigned<DF> du32;
    const auto bits = hn::BitCast(du32, v);
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
    // The kept lowest bit tested into a mask register selects the bias: three instructions instead of four.
    const auto odd = hn::TestBit(bits, hn::Set(du32, 0x10000u));
    return hn::Add(bits, hn::IfThenElse(odd, hn::Set(du32, 0x8000), hn::Set(du32, 0x7FFF)));
#else
    return hn::Add(bits, hn::Add(hn::And(hn::ShiftRight<16>(bits), hn::Set(du32, 1)), hn::Set(du32, 0x7FFF)));
#endif
}

// AVX512_BF16's VCVTNE2PS2BF16 rounds two float32 vectors to BFLOAT16 in one instruction, nearest even, NaN made
// quiet with its sign and upper payload: the same bits as Bf16Bits for every value but a subnormal one, which it
// turns into a zero. Highway 1.0.3 has no target with these instructions and our AVX-512 code is compiled without
// them, so the instruction is written as assembly (no compiler flag needed) and only run where UseAvx512Bf16()
// (engine/machine.h) says the CPU has it.
#undef ACLP_AVX512_BF16_ASM  // decided again for each target
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
#define ACLP_AVX512_BF16_ASM 1
// The BFLOAT16 bits of `even` and `odd` interleaved as 16-bit lanes: even[k] at lane 2k, odd[k] at 2k + 1 (the
// inverse of the odd/even split of Bf16VectorPairs). Only for values with no subnormal lane (AnySubnormal).
HWY_INLINE hn::Vec512<uint16_t> Bf16InterleavedByInstruction(hn::Vec512<float> even, hn::Vec512<float> odd)
{
    __m512i packed;  // lanes 0-15: even, 16-31: odd
    asm("vcvtne2ps2bf16 %2, %1, %0" : "=v"(packed) : "v"(odd.raw), "v"(even.raw));
    alignas(64) static constexpr uint16_t kInterleave[32] = {0,  16, 1,  17, 2,  18, 3,  19, 4,  20, 5,
                                                             21, 6,  22, 7,  23, 8,  24, 9,  25, 10, 26,
                                                             11, 27, 12, 28, 13, 29, 14, 30, 15, 31};
    return hn::Vec512<uint16_t>{_mm512_permutexvar_epi16(_mm512_load_si512(kInterleave), packed)};
}
// Whether a lane of a or b is subnormal (one VFPCLASSPS each).
HWY_INLINE bool AnySubnormal(hn::Vec512<float> a, hn::Vec512<float> b)
{
    constexpr int kDenormal = 0x20;
    return (_mm512_fpclass_ps_mask(a.raw, kDenormal) | _mm512_fpclass_ps_mask(b.raw, kDenormal)) != 0;
}
#else
#define ACLP_AVX512_BF16_ASM 0
#endif

// v rounded to T's precision, as float32 again (identity for float).
template <typename T, class DF>
HWY_INLINE hn::Vec<DF> RoundTo(DF df, hn::Vec<DF> v)
{
    const hn::RebindToUnsigned<DF> du32;
    if constexpr (std::is_same_v<T, hwy::bfloat16_t>) {
        return hn::BitCast(df, hn::ShiftLeft<16>(hn::PromoteTo(du32, Bf16Bits(df, v))));
    } else if constexpr (std::is_same_v<T, hwy::float16_t>) {
        return HalfToF32(df, HalfBits(df, v));
    } else {
        return v;
    }
}

// Stores Lanes(df) elements of v as T (rounded to nearest even); `stream` uses non-temporal stores
// and then needs p aligned to the stored vector's size.
template <class DF>
HWY_INLINE void StoreF32As(DF df, hn::Vec<DF> v, float *p, bool stream)
{
    StoreVec(v, df, p, stream);
}
template <class DF, typename T>
HWY_INLINE void StoreF32As(DF df, hn::Vec<DF> v, T *p, bool stream)
{
    static_assert(std::is_same_v<T, hwy::float16_t> || std::is_same_v<T, hwy::bfloat16_t>, "16-bit floats only");
    const hn::Rebind<uint16_t, DF> du16;
    uint16_t *q = reinterpret_cast<uint16_t *>(p);
    if constexpr (std::is_same_v<T, hwy::bfloat16_t>) {
        StoreVec(Bf16Bits(df, v), du16, q, stream);
    } else {
        StoreVec(HalfBits(df, v), du16, q, stream);
    }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#endif  // ACLP_ENGINE_FLOAT_CONVERT_INL_H_
