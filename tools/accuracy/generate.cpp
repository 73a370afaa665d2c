// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "generate.h"

#include <cmath>

#include "dtypes.h"

namespace accuracy {
namespace {

uint64_t SplitMix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

uint64_t Rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

// One value of the range before conversion to the element type.
double DrawReal(const ValueRange &range, double mean, double stddev, Rng &rng)
{
    switch (range.kind) {
        case ValueRange::Kind::kConstant: return range.constant;
        case ValueRange::Kind::kNormal: return mean + stddev * rng.Normal();
        default: return range.lo + (range.hi - range.lo) * rng.Uniform01();
    }
}

}  // namespace

Rng::Rng(uint64_t seed)
{
    for (uint64_t &s : s_) {
        s = SplitMix64(&seed);
    }
}

uint64_t Rng::Next()
{
    const uint64_t result = Rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = Rotl(s_[3], 45);
    return result;
}

double Rng::Uniform01()
{
    return static_cast<double>(Next() >> 11) * 0x1.0p-53;
}

int64_t Rng::UniformInt(int64_t lo, int64_t hi)
{
    const uint64_t span = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo);
    if (span == UINT64_MAX) {
        return static_cast<int64_t>(Next());
    }
    // Rejection sampling: no modulo bias.
    const uint64_t n = span + 1;
    const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    uint64_t x;
    do {
        x = Next();
    } while (x >= limit);
    return static_cast<int64_t>(static_cast<uint64_t>(lo) + x % n);
}

double Rng::Normal()
{
    double u1;
    do {
        u1 = Uniform01();
    } while (u1 == 0.0);
    const double u2 = Uniform01();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
}

uint64_t StreamSeed(uint64_t runSeed, const std::string &file, int64_t caseId, size_t inputIndex)
{
    uint64_t h = 1469598103934665603ull;  // FNV-1a over the file name
    for (unsigned char c : file) {
        h = (h ^ c) * 1099511628211ull;
    }
    uint64_t state = runSeed ^ h;
    state = SplitMix64(&state) ^ static_cast<uint64_t>(caseId) * 0x9E3779B97F4A7C15ull;
    state = SplitMix64(&state) ^ static_cast<uint64_t>(inputIndex);
    return SplitMix64(&state);
}

void FillValues(const ValueRange &range, aclDataType dtype, void *data, size_t count, Rng &rng)
{
    auto *bytes = static_cast<uint8_t *>(data);
    if (dtype == ACL_UINT1 || range.kind == ValueRange::Kind::kRandomBits) {
        const size_t n = dtype == ACL_UINT1 ? (count + 7) / 8 : count * ElementBytes(dtype);
        for (size_t i = 0; i < n; ++i) {
            bytes[i] = static_cast<uint8_t>(rng.Next() >> 56);
        }
        return;
    }
    const size_t width = ElementBytes(dtype);
    if (width == 0) {
        return;
    }
    if (range.kind == ValueRange::Kind::kEveryPattern) {  // element i: the bits of i, little-endian
        for (size_t i = 0; i < count; ++i) {
            for (size_t b = 0; b < width; ++b) {
                bytes[i * width + b] = b < sizeof(size_t) ? static_cast<uint8_t>(i >> (8 * b)) : 0;
            }
        }
        return;
    }
    if (ComplexPart(dtype) != ACL_DT_UNDEFINED) {  // the real and imaginary parts, each drawn from the range
        FillValues(range, ComplexPart(dtype), data, 2 * count, rng);
        return;
    }
    const double mean = range.meanLo + (range.meanHi - range.meanLo) * rng.Uniform01();
    const double stddev = range.stdLo + (range.stdHi - range.stdLo) * rng.Uniform01();
    const bool integer = IsInteger(dtype);
    // Integers in a uniform range: every integer in [ceil(lo), floor(hi)] clipped to the type.
    const bool integerUniform =
        integer && range.kind == ValueRange::Kind::kUniform && std::isfinite(range.lo) && std::isfinite(range.hi);
    int64_t ilo = 0, ihi = 0;
    if (integerUniform) {
        ilo = SaturateToInteger(dtype, std::ceil(range.lo));
        ihi = SaturateToInteger(dtype, std::floor(range.hi));
        if (ihi < ilo) {
            ihi = ilo;
        }
    }
    for (size_t i = 0; i < count; ++i) {
        uint64_t bits;
        const bool outlier = !range.outliers.empty() && rng.Uniform01() < range.outlierRatio;
        if (outlier) {
            const double v =
                range.outliers[static_cast<size_t>(rng.UniformInt(0, static_cast<int64_t>(range.outliers.size()) - 1))];
            bits = integer ? static_cast<uint64_t>(SaturateToInteger(dtype, v)) : RoundToBits(dtype, v);
        } else if (integerUniform) {
            bits = static_cast<uint64_t>(rng.UniformInt(ilo, ihi));
        } else {
            const double v = DrawReal(range, mean, stddev, rng);
            bits = integer ? static_cast<uint64_t>(SaturateToInteger(dtype, std::nearbyint(v))) : RoundToBits(dtype, v);
        }
        StoreBits(dtype, bits, bytes + i * width);
    }
}

double DrawScalar(const ValueRange &range, aclDataType dtype, Rng &rng)
{
    if (range.kind == ValueRange::Kind::kUniform && IsInteger(dtype)) {
        return static_cast<double>(
            rng.UniformInt(static_cast<int64_t>(std::ceil(range.lo)), static_cast<int64_t>(std::floor(range.hi))));
    }
    const double mean = range.meanLo + (range.meanHi - range.meanLo) * rng.Uniform01();
    const double stddev = range.stdLo + (range.stdHi - range.stdLo) * rng.Uniform01();
    return DrawReal(range, mean, stddev, rng);
}

}  // namespace accuracy
