// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The rounding of the BFLOAT16 pair loop (every BFLOAT16 kernel computed in float32 lanes): to nearest even, NaN
// kept quiet, subnormal results kept. Where the CPU has AVX512_BF16 the AVX-512 loop rounds by instruction, which
// turns subnormal results into zeros, until the first vector with one; the loop then rounds in integer
// instructions for the rest of the call. Checked on each target against a scalar product rounded by
// common/half.h, on products that tie, overflow, are NaN, zero or infinite, and with subnormal products first,
// in the middle of the call, and nowhere.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "engine/test_bf16_rounding.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cstddef>
#include <cstdint>

#include "engine/elementwise-inl.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp_test {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

struct MultiplyLane {
    template <class D, class V>
    HWY_INLINE V operator()(D, V a, V b) const
    {
        return hn::Mul(a, b);
    }
};

// out[i] = a[i] * b[i], all BFLOAT16 bits.
void MultiplyBf16(const uint16_t *a, const uint16_t *b, uint16_t *out, size_t n)
{
    aclp::HWY_NAMESPACE::BinaryLoopF32<hwy::bfloat16_t>(MultiplyLane{}, reinterpret_cast<const hwy::bfloat16_t *>(a),
                                                        reinterpret_cast<const hwy::bfloat16_t *>(b),
                                                        reinterpret_cast<hwy::bfloat16_t *>(out), n, false);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp_test
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <gtest/gtest.h>

#include <cstdio>
#include <random>
#include <vector>

#include "common/engine_variants.h"
#include "common/half.h"

namespace aclp_test {
HWY_EXPORT(MultiplyBf16);
namespace {

// A BFLOAT16 of random sign and mantissa with a biased exponent in [lo, hi].
uint16_t RandomBf16(std::mt19937 &rng, unsigned lo, unsigned hi)
{
    const unsigned exponent = std::uniform_int_distribution<unsigned>(lo, hi)(rng);
    return static_cast<uint16_t>((rng() & 0x807Fu) | (exponent << 7));
}

bool IsNaN(uint16_t bits)
{
    return (bits & 0x7FFFu) > 0x7F80u;
}

TEST(Bf16Rounding, PairLoopRoundsToNearestEvenAndKeepsSubnormalResultsOnEveryTarget)
{
    const unsigned seed = std::random_device{}();
    std::printf("[ seed     ] %u\n", seed);
    std::mt19937 rng(seed);
    constexpr size_t kRun = 4099;  // a long run with a vector tail
    // Where the subnormal products are: none, in the first vector, in the middle of the call.
    for (size_t subnormalAt : {size_t{0}, size_t{1}, kRun / 2}) {
        std::vector<uint16_t> a(kRun), b(kRun), out(kRun);
        for (size_t i = 0; i < kRun; ++i) {
            a[i] = RandomBf16(rng, 64, 190);  // products of these never underflow: 2^-126 and up
            b[i] = RandomBf16(rng, 64, 190);
        }
        const uint16_t special[] = {0x0000, 0x8000, 0x7F80, 0xFF80, 0x7FC1, 0xFF81, 0x3F80, 0x7F7F};
        for (size_t k = 0; k < 64; ++k) {  // zeros, infinities, NaNs (one signalling), 1 and the largest value
            a[7 + 61 * k] = special[k % 8];
            b[7 + 61 * k] = special[(k / 8) % 8];
        }
        if (subnormalAt != 0) {  // 2^-70 * 2^-60 and neighbours: subnormal float32 products, some rounding up
            for (size_t i = subnormalAt; i < subnormalAt + 40; i += 3) {
                a[i] = RandomBf16(rng, 127 - 70, 127 - 70);
                b[i] = RandomBf16(rng, 127 - 60, 127 - 56);
            }
        }
        ForEachSimdTarget([&] {
            HWY_DYNAMIC_DISPATCH(MultiplyBf16)(a.data(), b.data(), out.data(), kRun);
            size_t wrong = 0;
            for (size_t i = 0; i < kRun; ++i) {
                const uint16_t want = aclp::FloatToBf16(aclp::Bf16ToFloat(a[i]) * aclp::Bf16ToFloat(b[i]));
                // Of two NaN operands either may come out (the compiler may swap a multiply's operands).
                const bool bothNaN = IsNaN(a[i]) && IsNaN(b[i]);
                if ((bothNaN ? !IsNaN(out[i]) : out[i] != want) && ++wrong <= 5) {
                    ADD_FAILURE() << "subnormal products at " << subnormalAt << ", element " << i << ": 0x" << std::hex
                                  << a[i] << " * 0x" << b[i] << " gave 0x" << out[i] << ", want 0x" << want;
                }
            }
            EXPECT_EQ(wrong, 0u);
        });
    }
}

}  // namespace
}  // namespace aclp_test
#endif  // HWY_ONCE
