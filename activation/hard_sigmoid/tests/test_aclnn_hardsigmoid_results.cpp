// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoid and aclnnInplaceHardsigmoid results against the operator's golden (op_def/hard_sigmoid_def.cpp,
// the one the accuracy tool judges with) for every dtype, strided views, in place, 0-d; every FLOAT16 and BFLOAT16
// value; and FLOAT inputs whose bits PyTorch gives, where PyTorch's order of operations differs from CANN's formula.
// Inputs are random bit patterns (seed printed by the test main) mixed with NaN, +-Inf, +-0, subnormals and the edges
// of each piece.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_hardsigmoid.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "common/unary_golden_check.h"
#include "dtypes.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

using accuracy::IsFloating;

const optable::OperatorDef &Def()
{
    return *optable::FindOperatorByName("aclnnHardsigmoid");
}

void CheckValues(aclDataType dtype, const Layout &selfLayout, const Layout &outLayout, bool inplace,
                 const std::vector<uint64_t> &x)
{
    CheckUnaryAgainstGolden(
        Def(), {}, {dtype, dtype, selfLayout, outLayout, inplace}, x,
        [&](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
            return inplace ? aclnnInplaceHardsigmoidGetWorkspaceSize(self, ws, ex)
                           : aclnnHardsigmoidGetWorkspaceSize(self, out, ws, ex);
        },
        inplace ? aclnnInplaceHardsigmoid : aclnnHardsigmoid);
}

// Runs one call (in place when `inplace`) on random values and compares every element with the golden.
void Check(aclDataType dtype, const Layout &selfLayout, const Layout &outLayout, bool inplace, std::mt19937_64 &rng)
{
    std::vector<double> specials = {-4, -3, -2, 2, 3, 4, 2147483647.0, -2147483648.0};
    if (IsFloating(dtype)) {
        specials = FloatSpecials();
        for (double edge : {3.0, -3.0}) {  // the neighbours of +-3 in the dtype
            const uint64_t bits = accuracy::RoundToBits(dtype, edge);
            specials.push_back(accuracy::BitsToDouble(dtype, bits - 1));
            specials.push_back(accuracy::BitsToDouble(dtype, bits + 1));
        }
    }
    CheckValues(dtype, selfLayout, outLayout, inplace,
                MixedValues(dtype, ViewIndices(selfLayout).size(), specials, rng));
}

const aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT32};

TEST(HardsigmoidResults, EveryDtypeDense)
{
    std::mt19937_64 rng(TestSeed());
    for (aclDataType dtype : kDtypes) {
        Check(dtype, {{3, 1031}, {}}, {{3, 1031}, {}}, false, rng);
    }
}

TEST(HardsigmoidResults, EverySixteenBitValueOnEverySimdTarget)
{
    std::vector<uint64_t> all(65536);
    for (size_t i = 0; i < all.size(); ++i) {
        all[i] = i;
    }
    ForEachSimdTarget([&] {
        for (aclDataType dtype : {ACL_FLOAT16, ACL_BF16}) {
            CheckValues(dtype, {{65536}, {}}, {{65536}, {}}, false, all);
        }
    });
}

// FLOAT inputs and PyTorch 1.13's hardsigmoid of them (bits printed by torch): the first six are where
// CANN's x * (1/6) + 1/2 rounds differently, so they pin PyTorch's order; the rest are the edges.
TEST(HardsigmoidResults, FloatBitsArePyTorchs)
{
    const std::vector<std::pair<uint32_t, uint32_t>> pairs = {
        {0x3ff5b438, 0x3f51e6bd}, {0x402151d8, 0x3f6b8be5}, {0x3fb6b8dc, 0x3f3ce849}, {0xc0243198, 0x3d944cd5},
        {0x3fa51fd8, 0x3f370a9d}, {0xc02a40aa, 0x3d67f8eb}, {0x403fffff, 0x3f800000}, {0xc03fffff, 0x332aaaab},
        {0x40400001, 0x3f800000}, {0xc0400000, 0x00000000}, {0x80000000, 0x3f000000}, {0xff800000, 0x00000000}};
    const std::vector<uint64_t> x = ExpectFloatGoldenBits(Def(), {}, pairs);
    const auto n = static_cast<int64_t>(x.size());
    CheckValues(ACL_FLOAT, {{n}, {}}, {{n}, {}}, false, x);
}

// The kernel divides t = clamp(x + 3, 0, 6) by 6 with one FMA, t * head + t * tail (head + tail = 1/6), on
// targets that have one. That equals the correctly rounded quotient for every float t it can meet: 0 and
// [2^-24, 6] (a positive x + 3 is at least 2^-22). Every such t, checked here with the same constants.
TEST(HardsigmoidResults, SixthByFmaIsTheQuotient)
{
    const float head = 1.0f / 6.0f;
    const float tail = static_cast<float>(1.0 / 6.0 - static_cast<double>(head));
    uint64_t wrong = 0;
    uint32_t first = 0;
    for (uint32_t bits = 0x33800000u; bits <= 0x40C00000u; ++bits) {  // 2^-24 .. 6
        float t;
        std::memcpy(&t, &bits, sizeof(t));
        const float viaFma = std::fma(t, head, t * tail);
        const float quotient = t / 6.0f;
        if (std::memcmp(&viaFma, &quotient, sizeof(float)) != 0 && wrong++ == 0) {
            first = bits;
        }
    }
    EXPECT_EQ(wrong, 0u) << "first t with another result: bits 0x" << std::hex << first;
    EXPECT_EQ(std::fma(0.0f, head, 0.0f * tail), 0.0f);
}

TEST(HardsigmoidResults, StridedViewsAndInPlace)
{
    std::mt19937_64 rng(TestSeed() + 2);
    for (aclDataType dtype : kDtypes) {
        for (const ViewCase &v : StridedViewCases()) {
            Check(dtype, v.self, v.out, v.inplace, rng);
        }
    }
}

}  // namespace
}  // namespace aclp_test
