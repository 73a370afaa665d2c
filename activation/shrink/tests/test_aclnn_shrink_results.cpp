// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnShrink results against the operator's golden (op_def/shrink_def.cpp, the one the accuracy tool judges
// with; PyTorch has no Shrink): both dtypes, lambd and bias of several scalar dtypes (read as float32; FLOAT16
// rounds them), out of the other dtype, strided views, out as self's own view, 0-d;
// every FLOAT16 value; and FLOAT bits worked out by hand. Inputs are random bit patterns (seed printed by the test
// main) mixed with NaN, +-Inf, +-0, subnormals and each lambd's neighbours.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "aclnnop/aclnn_shrink.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "common/unary_golden_check.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

const optable::OperatorDef &Def()
{
    return *optable::FindOperatorByName("aclnnShrink");
}

void CheckValues(aclDataType selfDtype, aclDataType outDtype, const Layout &selfLayout, const Layout &outLayout,
                 const TestScalar &lambd, const TestScalar &bias, bool inplace, const std::vector<uint64_t> &x)
{
    aclScalar *l = MakeScalar(lambd);
    aclScalar *b = MakeScalar(bias);
    CheckUnaryAgainstGolden(
        Def(), {ScalarInOf(lambd), ScalarInOf(bias)}, {selfDtype, outDtype, selfLayout, outLayout, inplace}, x,
        [&](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnShrinkGetWorkspaceSize(self, l, b, out, ws, ex);
        },
        aclnnShrink);
    aclDestroyScalar(l);
    aclDestroyScalar(b);
}

// Random values with the specials, lambd itself, its negation and the floats on either side of both.
void Check(aclDataType selfDtype, aclDataType outDtype, const Layout &selfLayout, const Layout &outLayout,
           const TestScalar &lambd, const TestScalar &bias, bool inplace, std::mt19937_64 &rng)
{
    CheckValues(selfDtype, outDtype, selfLayout, outLayout, lambd, bias, inplace,
                MixedValues(selfDtype, ViewIndices(selfLayout).size(), SpecialsAround(lambd.value), rng));
}

const aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16};
// ONNX's default (0.5, 0), Softshrink's case (bias = lambd), values no FLOAT16 holds (0.30004 rounds up), tiny and
// huge ones (FLOAT16 makes 70000 +Inf), doubles the float32 reading rounds, integers and BOOL, NaN and Inf.
const std::pair<TestScalar, TestScalar> kScalars[] = {
    {{ACL_FLOAT, 0.5}, {ACL_FLOAT, 0.0}},        {{ACL_FLOAT, 0.5}, {ACL_FLOAT, 0.5}},
    {{ACL_FLOAT, 0.3}, {ACL_FLOAT, 0.30004}},    {{ACL_FLOAT, 0.0}, {ACL_FLOAT, -1.5}},
    {{ACL_FLOAT, 1e-40}, {ACL_FLOAT, 1e-40}},    {{ACL_DOUBLE, 0.1}, {ACL_DOUBLE, 2.2}},
    {{ACL_INT32, 3}, {ACL_INT64, -7}},           {{ACL_BOOL, 1}, {ACL_BOOL, 1}},
    {{ACL_FLOAT16, 2.5}, {ACL_BF16, 3.0}},       {{ACL_FLOAT, NAN}, {ACL_FLOAT, 1.0}},
    {{ACL_FLOAT, 1.0}, {ACL_FLOAT, NAN}},        {{ACL_FLOAT, INFINITY}, {ACL_FLOAT, 1.0}},
    {{ACL_FLOAT, 1.0}, {ACL_FLOAT, -INFINITY}},  {{ACL_FLOAT, 70000.0}, {ACL_FLOAT, 70000.0}},
    {{ACL_DOUBLE, 1e300}, {ACL_DOUBLE, -1e300}}, {{ACL_FLOAT, 1e-3}, {ACL_FLOAT, 65504.0}}};

TEST(ShrinkResults, EveryDtypeLambdAndBias)
{
    std::mt19937_64 rng(TestSeed());
    for (aclDataType dtype : kDtypes) {
        for (const auto &[lambd, bias] : kScalars) {
            Check(dtype, dtype, {{3, 341}, {}}, {{3, 341}, {}}, lambd, bias, false, rng);
        }
    }
}

TEST(ShrinkResults, OutDtypesOfTheList)
{
    std::mt19937_64 rng(TestSeed() + 1);
    for (aclDataType self : kDtypes) {
        for (aclDataType out : kDtypes) {
            Check(self, out, {{7, 129}, {}}, {{7, 129}, {}}, {ACL_FLOAT, 1.3}, {ACL_FLOAT, 0.1}, false, rng);
        }
    }
}

TEST(ShrinkResults, EveryFloat16Value)
{
    std::vector<uint64_t> all(65536);
    for (size_t i = 0; i < all.size(); ++i) {
        all[i] = i;
    }
    for (const auto &[lambd, bias] : {std::pair<TestScalar, TestScalar>{{ACL_FLOAT, 0.5}, {ACL_FLOAT, 0.0}},
                                      {{ACL_FLOAT, 0.3}, {ACL_FLOAT, 0.30004}},
                                      {{ACL_FLOAT, 1e-6}, {ACL_FLOAT, 1e-6}},
                                      {{ACL_FLOAT, 1000.1}, {ACL_FLOAT, -3.3}}}) {
        CheckValues(ACL_FLOAT16, ACL_FLOAT16, {{65536}, {}}, {{65536}, {}}, lambd, bias, false, all);
    }
}

// FLOAT inputs and out bits with lambd 0.5 and bias 0.25: the bounds, -0 and NaN give +0; just outside the band
// the bias moves the element; Inf stays; 2^24 + 2 - 0.25 rounds back to 2^24 + 2.
TEST(ShrinkResults, FloatBitsWorkedOutByHand)
{
    const std::vector<std::pair<uint32_t, uint32_t>> pairs = {
        {0x3f000000, 0x00000000}, {0xbf000000, 0x00000000}, {0x3f000001, 0x3e800002}, {0xbf000001, 0xbe800002},
        {0x80000000, 0x00000000}, {0x7fc00000, 0x00000000}, {0xff800000, 0xff800000}, {0x7f800000, 0x7f800000},
        {0x40000000, 0x3fe00000}, {0xc0000000, 0xbfe00000}, {0x4b800001, 0x4b800001}, {0x3f400000, 0x3f000000}};
    const TestScalar lambd{ACL_FLOAT, 0.5}, bias{ACL_FLOAT, 0.25};
    const std::vector<uint64_t> x = ExpectFloatGoldenBits(Def(), {ScalarInOf(lambd), ScalarInOf(bias)}, pairs);
    const auto n = static_cast<int64_t>(x.size());
    CheckValues(ACL_FLOAT, ACL_FLOAT, {{n}, {}}, {{n}, {}}, lambd, bias, false, x);
}

TEST(ShrinkResults, StridedViewsAndOutAsSelf)
{
    std::mt19937_64 rng(TestSeed() + 2);
    for (aclDataType dtype : kDtypes) {
        for (const ViewCase &v : StridedViewCases()) {
            Check(dtype, dtype, v.self, v.out, {ACL_FLOAT, 2.0}, {ACL_FLOAT, 0.5}, v.inplace, rng);
        }
    }
}

}  // namespace
}  // namespace aclp_test
