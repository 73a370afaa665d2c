// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswish and aclnnInplaceHardswish results against the operator's golden (op_def/hard_swish_def.cpp, the
// one the accuracy tool judges with): every dtype, out dtypes of the list, strided views, in place, 0-d; every FLOAT16
// and BFLOAT16 value on every SIMD target; FLOAT bits worked out from PyTorch's formula. Inputs are random bit patterns
// (seed printed by the test main) mixed with NaN, +-Inf, +-0, subnormals and +-3 with their neighbours.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "aclnnop/aclnn_hardswish.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "common/unary_golden_check.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

const optable::OperatorDef &Def()
{
    return *optable::FindOperatorByName("aclnnHardswish");
}

void CheckValues(aclDataType selfDtype, aclDataType outDtype, const Layout &selfLayout, const Layout &outLayout,
                 bool inplace, const std::vector<uint64_t> &x)
{
    CheckUnaryAgainstGolden(
        Def(), {}, {selfDtype, outDtype, selfLayout, outLayout, inplace}, x,
        [&](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
            return inplace ? aclnnInplaceHardswishGetWorkspaceSize(self, ws, ex)
                           : aclnnHardswishGetWorkspaceSize(self, out, ws, ex);
        },
        inplace ? aclnnInplaceHardswish : aclnnHardswish);
}

void Check(aclDataType selfDtype, aclDataType outDtype, const Layout &selfLayout, const Layout &outLayout, bool inplace,
           std::mt19937_64 &rng)
{
    std::vector<double> specials = SpecialsAround(3.0);
    for (double v : {6e37, -6e37, 1e-30, -1e-30}) {
        specials.push_back(v);
    }
    CheckValues(selfDtype, outDtype, selfLayout, outLayout, inplace,
                MixedValues(selfDtype, ViewIndices(selfLayout).size(), specials, rng));
}

const aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

TEST(HardswishResults, EveryDtypeAndOutDtype)
{
    std::mt19937_64 rng(TestSeed());
    for (aclDataType self : kDtypes) {
        for (aclDataType out : kDtypes) {
            Check(self, out, {{3, 341}, {}}, {{3, 341}, {}}, false, rng);
        }
    }
}

// On every SIMD target: FLOAT16 takes the FMA quotient where the target has FMA, the divide where not.
TEST(HardswishResults, EverySixteenBitValueOnEverySimdTarget)
{
    std::vector<uint64_t> all(65536);
    for (size_t i = 0; i < all.size(); ++i) {
        all[i] = i;
    }
    ForEachSimdTarget([&] {
        for (aclDataType dtype : {ACL_FLOAT16, ACL_BF16}) {
            CheckValues(dtype, dtype, {{65536}, {}}, {{65536}, {}}, false, all);
        }
    });
}

// FLOAT inputs and PyTorch's bits, x * clamp(x + 3, 0, 6) / 6: -3 and below -0, 3 and above (6x) / 6 (7 gives 7,
// 6e37 +Inf as 6x overflows), 1.5 gives 1.125, 0.5 gives 0.2916667, -0 stays -0, NaN stays NaN; -Inf gives a NaN
// (-Inf times 0), whose sign the CPU picks.
TEST(HardswishResults, FloatBitsOfPyTorchsFormula)
{
    const std::vector<std::pair<uint32_t, uint32_t>> pairs = {
        {0xc0800000, 0x80000000}, {0xc0400000, 0x80000000}, {0xc0a00000, 0x80000000}, {0x40400000, 0x40400000},
        {0x40e00000, 0x40e00000}, {0x7e348e6f, 0x7f800000}, {0x3fc00000, 0x3f900000}, {0x3f000000, 0x3e955555},
        {0x7fc00000, 0x7fc00000}, {0x80000000, 0x80000000}, {0x7f800000, 0x7f800000}};
    std::vector<uint64_t> x = ExpectFloatGoldenBits(Def(), {}, pairs);
    x.push_back(0xff800000);
    const auto n = static_cast<int64_t>(x.size());
    CheckValues(ACL_FLOAT, ACL_FLOAT, {{n}, {}}, {{n}, {}}, false, x);
    optable::ElementIn in;
    in.real = -INFINITY;
    in.bits = 0xff800000;
    optable::ElementOut out;
    optable::GoldenContext ctx;
    ctx.inDtypes = {ACL_FLOAT};
    ctx.outDtypes = {ACL_FLOAT};
    Def().golden(ctx, &in, &out);
    EXPECT_GT(out.ref & 0x7fffffffu, 0x7f800000u) << std::hex << "-Inf gives 0x" << out.ref << ", not a NaN";
}

TEST(HardswishResults, StridedViewsAndInPlace)
{
    std::mt19937_64 rng(TestSeed() + 2);
    for (aclDataType dtype : kDtypes) {
        for (const ViewCase &v : StridedViewCases()) {
            Check(dtype, dtype, v.self, v.out, v.inplace, rng);
        }
    }
}

}  // namespace
}  // namespace aclp_test
