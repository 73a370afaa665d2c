// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Scalar IEEE binary16 and bfloat16 conversions (round to nearest even), used off the hot path:
// scalars, runtime helpers and tiling. Kernels widen and narrow with SIMD instructions instead.
#ifndef ACLP_COMMON_HALF_H_
#define ACLP_COMMON_HALF_H_

#include <cstdint>
#include <cstring>

namespace aclp {

inline float BitsToFloat(uint32_t bits)
{
    float f;
    std::memcpy(&f, &bits, sizeof(f));
    return f;
}

inline uint32_t FloatToBits(float f)
{
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof(bits));
    return bits;
}

inline float HalfToFloat(uint16_t h)
{
    uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
    uint32_t exponent = (h >> 10) & 0x1Fu;
    uint32_t mantissa = h & 0x3FFu;
    if (exponent == 0x1F) {  // Inf or NaN: keep the payload
        return BitsToFloat(sign | 0x7F800000u | (mantissa << 13));
    }
    if (exponent == 0) {  // zero or subnormal: exact as mantissa * 2^-24
        float magnitude = static_cast<float>(mantissa) * (1.0f / 16777216.0f);
        return sign ? -magnitude : magnitude;
    }
    return BitsToFloat(sign | ((exponent + 112) << 23) | (mantissa << 13));
}

inline uint16_t FloatToHalf(float f)
{
    uint32_t bits = FloatToBits(f);
    uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000u);
    uint32_t magnitude = bits & 0x7FFFFFFFu;
    if (magnitude > 0x7F800000u) {  // NaN: keep it quiet, keep the top payload bits
        return static_cast<uint16_t>(sign | 0x7E00u | ((magnitude >> 13) & 0x3FFu));
    }
    if (magnitude >= 0x477FF000u) {  // rounds to >= 65520: infinity
        return static_cast<uint16_t>(sign | 0x7C00u);
    }
    if (magnitude < 0x38800000u) {                            // below the smallest normal half: round in units of 2^-24
        float scaled = BitsToFloat(magnitude) * 16777216.0f;  // exact
        // Round half to even via the float adder: adding 2^23 leaves the rounded integer in the low bits.
        uint32_t rounded = FloatToBits(scaled + 8388608.0f) - 0x4B000000u;
        return static_cast<uint16_t>(sign | rounded);
    }
    uint32_t lsb = (magnitude >> 13) & 1u;
    magnitude += 0xFFFu + lsb;
    return static_cast<uint16_t>(sign | ((magnitude - 0x38000000u) >> 13));
}

inline float Bf16ToFloat(uint16_t b)
{
    return BitsToFloat(static_cast<uint32_t>(b) << 16);
}

inline uint16_t FloatToBf16(float f)
{
    uint32_t bits = FloatToBits(f);
    if ((bits & 0x7FFFFFFFu) > 0x7F800000u) {
        return static_cast<uint16_t>((bits >> 16) | 0x40u);  // quiet NaN, sign kept
    }
    uint32_t lsb = (bits >> 16) & 1u;
    return static_cast<uint16_t>((bits + 0x7FFFu + lsb) >> 16);
}

// The float32 value of f rounded to FLOAT16 (or BFLOAT16) to nearest even: a scalar taken in a 16-bit dtype.
inline float RoundedTo16(float f, bool bf16)
{
    return bf16 ? Bf16ToFloat(FloatToBf16(f)) : HalfToFloat(FloatToHalf(f));
}

// Order-preserving integer key of a FLOAT16/BF16 bit pattern: -0 and +0 both map to 0, and NaNs lie
// beyond the infinities (a kernel compares the bits of 16-bit floats against such keys).
inline int64_t Key16(uint16_t bits)
{
    const int64_t magnitude = bits & 0x7FFF;
    return (bits & 0x8000) ? -magnitude : magnitude;
}

// The largest Key16 of a FLOAT16 (or BFLOAT16) value <= t, t not NaN: x > t exactly when Key16(x) > it, for
// every non-NaN x of the dtype (t compared exactly, not rounded to the dtype first).
inline int64_t FloorKey16(float t, bool bf16)
{
    const uint16_t nearest = bf16 ? FloatToBf16(t) : FloatToHalf(t);
    const float value = bf16 ? Bf16ToFloat(nearest) : HalfToFloat(nearest);
    const int64_t key = Key16(nearest);
    return value > t ? key - 1 : key;  // round-to-nearest went up: the neighbour below is <= t
}

}  // namespace aclp

#endif  // ACLP_COMMON_HALF_H_
