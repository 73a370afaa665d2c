// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSoftshrink results against the operator's golden (op_def/softshrink_def.cpp, the one the accuracy
// tool judges with): every dtype, lambd of several scalar dtypes (read as float32), out dtypes of the list,
// strided views, out as self's own view, 0-d; every FLOAT16 and BFLOAT16
// value; and bits PyTorch gives. Inputs are random bit patterns (seed
// printed by the test main) mixed with NaN, +-Inf, +-0, subnormals and each lambd's neighbours.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_softshrink.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "common/unary_golden_check.h"
#include "dtypes.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

const optable::OperatorDef &Def()
{
    return *optable::FindOperatorByName("aclnnSoftshrink");
}

void CheckValues(aclDataType selfDtype, aclDataType outDtype, const Layout &selfLayout, const Layout &outLayout,
                 const TestScalar &lambd, bool inplace, const std::vector<uint64_t> &x)
{
    aclScalar *l = MakeScalar(lambd);
    CheckUnaryAgainstGolden(
        Def(), {ScalarInOf(lambd)}, {selfDtype, outDtype, selfLayout, outLayout, inplace}, x,
        [&](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSoftshrinkGetWorkspaceSize(self, l, out, ws, ex);
        },
        aclnnSoftshrink);
    aclDestroyScalar(l);
}

// Random values with the specials, lambd itself, its negation and the floats on either side of both.
void Check(aclDataType selfDtype, aclDataType outDtype, const Layout &selfLayout, const Layout &outLayout,
           const TestScalar &lambd, bool inplace, std::mt19937_64 &rng)
{
    CheckValues(selfDtype, outDtype, selfLayout, outLayout, lambd, inplace,
                MixedValues(selfDtype, ViewIndices(selfLayout).size(), SpecialsAround(lambd.value), rng));
}

const aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
// PyTorch's default, 0, values no 16-bit float holds, large and tiny ones (subnormal, results that round), a
// double the float32 reading rounds, integers and BOOL; NaN and Inf.
const TestScalar kLambds[] = {{ACL_FLOAT, 0.5},      {ACL_FLOAT, 0.0},    {ACL_FLOAT, 0.3},  {ACL_FLOAT, 1e30},
                              {ACL_FLOAT, 1e-40},    {ACL_DOUBLE, 0.1},   {ACL_INT32, 3},    {ACL_BOOL, 1},
                              {ACL_FLOAT16, 2.5},    {ACL_BF16, 3.0},     {ACL_FLOAT, 1e-3}, {ACL_FLOAT, NAN},
                              {ACL_FLOAT, INFINITY}, {ACL_DOUBLE, 1e300}, {ACL_INT64, 7},    {ACL_DOUBLE, 7.0000001}};

TEST(SoftshrinkResults, EveryDtypeAndLambd)
{
    std::mt19937_64 rng(TestSeed());
    for (aclDataType dtype : kDtypes) {
        for (const TestScalar &lambd : kLambds) {
            Check(dtype, dtype, {{3, 341}, {}}, {{3, 341}, {}}, lambd, false, rng);
        }
    }
}

TEST(SoftshrinkResults, OutDtypesOfTheList)
{
    std::mt19937_64 rng(TestSeed() + 1);
    for (aclDataType self : kDtypes) {
        for (aclDataType out : kDtypes) {
            Check(self, out, {{7, 129}, {}}, {{7, 129}, {}}, {ACL_FLOAT, 1.3}, false, rng);
        }
    }
}

TEST(SoftshrinkResults, EverySixteenBitValue)
{
    std::vector<uint64_t> all(65536);
    for (size_t i = 0; i < all.size(); ++i) {
        all[i] = i;
    }
    for (aclDataType dtype : {ACL_FLOAT16, ACL_BF16}) {
        for (const TestScalar &lambd : {TestScalar{ACL_FLOAT, 0.5}, TestScalar{ACL_FLOAT, 0.3},
                                        TestScalar{ACL_FLOAT, 1e-6}, TestScalar{ACL_FLOAT, 1000.1}}) {
            CheckValues(dtype, dtype, {{65536}, {}}, {{65536}, {}}, lambd, false, all);
        }
    }
}

// FLOAT inputs and torch.nn.functional.softshrink(x, 0.5)'s bits (PyTorch 1.13): the bounds give 0, -0 and
// NaN give +0, the floats just outside the band give +-2^-24, -Inf stays, 2^24 + 2 - 0.5 rounds to even.
TEST(SoftshrinkResults, FloatBitsArePyTorchs)
{
    const std::vector<std::pair<uint32_t, uint32_t>> pairs = {
        {0x3f000000, 0x00000000}, {0xbf000000, 0x00000000}, {0x3f000001, 0x33800000}, {0xbf000001, 0xb3800000},
        {0x80000000, 0x00000000}, {0x7fc00000, 0x00000000}, {0xff800000, 0xff800000}, {0x00000001, 0x00000000},
        {0x3fc00001, 0x3f800001}, {0x4b800001, 0x4b800001}, {0xc0490fdb, 0xc0290fdb}, {0x33800000, 0x00000000}};
    const TestScalar scalar{ACL_FLOAT, 0.5};
    const std::vector<uint64_t> x = ExpectFloatGoldenBits(Def(), {ScalarInOf(scalar)}, pairs);
    const auto n = static_cast<int64_t>(x.size());
    CheckValues(ACL_FLOAT, ACL_FLOAT, {{n}, {}}, {{n}, {}}, scalar, false, x);
}

TEST(SoftshrinkResults, StridedViewsAndOutAsSelf)
{
    std::mt19937_64 rng(TestSeed() + 2);
    for (aclDataType dtype : kDtypes) {
        for (const ViewCase &v : StridedViewCases()) {
            Check(dtype, dtype, v.self, v.out, {ACL_FLOAT, 2.0}, v.inplace, rng);
        }
    }
}

}  // namespace
}  // namespace aclp_test
