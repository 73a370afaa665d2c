// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyRelu and aclnnInplaceLeakyRelu results against the operator's golden (op_def/leaky_relu_def.cpp,
// the one the accuracy tool judges with): every dtype, slopes of several scalar dtypes (read as float32),
// out dtypes self's casts to, strided views, in place, 0-d; every FLOAT16
// and BFLOAT16 value; and bits PyTorch gives. Inputs are random bit patterns (seed printed by the test main)
// mixed with NaN, +-Inf, +-0 and subnormals.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_leaky_relu.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "common/unary_golden_check.h"
#include "dtypes.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

const optable::OperatorDef &Def()
{
    return *optable::FindOperatorByName("aclnnLeakyRelu");
}

void CheckValues(aclDataType selfDtype, aclDataType outDtype, const Layout &selfLayout, const Layout &outLayout,
                 const TestScalar &slope, bool inplace, const std::vector<uint64_t> &x)
{
    aclScalar *a = MakeScalar(slope);
    CheckUnaryAgainstGolden(
        Def(), {ScalarInOf(slope)}, {selfDtype, outDtype, selfLayout, outLayout, inplace}, x,
        [&](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
            return inplace ? aclnnInplaceLeakyReluGetWorkspaceSize(self, a, ws, ex)
                           : aclnnLeakyReluGetWorkspaceSize(self, a, out, ws, ex);
        },
        inplace ? aclnnInplaceLeakyRelu : aclnnLeakyRelu);
    aclDestroyScalar(a);
}

void Check(aclDataType selfDtype, aclDataType outDtype, const Layout &selfLayout, const Layout &outLayout,
           const TestScalar &slope, bool inplace, std::mt19937_64 &rng)
{
    CheckValues(selfDtype, outDtype, selfLayout, outLayout, slope, inplace,
                MixedValues(selfDtype, ViewIndices(selfLayout).size(), FloatSpecials(), rng));
}

const aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE};
// PyTorch's default slope, zero, one, negative, large and tiny ones, a double the float32 reading rounds, an
// integer; NaN and Inf slopes.
const TestScalar kSlopes[] = {{ACL_FLOAT, 0.01},  {ACL_FLOAT, 0.0},   {ACL_FLOAT, 1.0},  {ACL_FLOAT, -0.5},
                              {ACL_FLOAT, 1e30},  {ACL_FLOAT, 1e-30}, {ACL_DOUBLE, 0.1}, {ACL_INT32, 3},
                              {ACL_FLOAT16, 0.2}, {ACL_BF16, -3.0},   {ACL_FLOAT, NAN},  {ACL_DOUBLE, -1e300}};

TEST(LeakyReluResults, EveryDtypeAndSlope)
{
    std::mt19937_64 rng(TestSeed());
    for (aclDataType dtype : kDtypes) {
        for (const TestScalar &slope : kSlopes) {
            Check(dtype, dtype, {{3, 341}, {}}, {{3, 341}, {}}, slope, false, rng);
        }
    }
}

TEST(LeakyReluResults, OutDtypesSelfsIsCastTo)
{
    std::mt19937_64 rng(TestSeed() + 1);
    for (aclDataType self : kDtypes) {
        for (aclDataType out : kDtypes) {
            Check(self, out, {{7, 129}, {}}, {{7, 129}, {}}, {ACL_FLOAT, -0.3}, false, rng);
        }
    }
}

TEST(LeakyReluResults, EverySixteenBitValue)
{
    std::vector<uint64_t> all(65536);
    for (size_t i = 0; i < all.size(); ++i) {
        all[i] = i;
    }
    for (aclDataType dtype : {ACL_FLOAT16, ACL_BF16}) {
        for (const TestScalar &slope : {TestScalar{ACL_FLOAT, 0.01}, TestScalar{ACL_FLOAT, -7.5}}) {
            CheckValues(dtype, dtype, {{65536}, {}}, {{65536}, {}}, slope, false, all);
        }
    }
}

// FLOAT inputs and torch.nn.functional.leaky_relu(x, 0.01)'s bits (PyTorch 1.13): -0 stays -0, a
// subnormal product, a product that rounds.
TEST(LeakyReluResults, FloatBitsArePyTorchs)
{
    const std::vector<std::pair<uint32_t, uint32_t>> pairs = {
        {0x80000000, 0x80000000}, {0x00000000, 0x00000000}, {0xbf800000, 0xbc23d70a}, {0x80800000, 0x800147ae},
        {0xc0490fdb, 0xbd00adfd}, {0x3f800000, 0x3f800000}, {0xff800000, 0xff800000}};
    const TestScalar scalar{ACL_FLOAT, 0.01};
    const std::vector<uint64_t> x = ExpectFloatGoldenBits(Def(), {ScalarInOf(scalar)}, pairs);
    const auto n = static_cast<int64_t>(x.size());
    CheckValues(ACL_FLOAT, ACL_FLOAT, {{n}, {}}, {{n}, {}}, scalar, false, x);
}

TEST(LeakyReluResults, StridedViewsAndInPlace)
{
    std::mt19937_64 rng(TestSeed() + 2);
    for (aclDataType dtype : kDtypes) {
        for (const ViewCase &v : StridedViewCases()) {
            Check(dtype, dtype, v.self, v.out, {ACL_FLOAT, 0.2}, v.inplace, rng);
        }
    }
}

}  // namespace
}  // namespace aclp_test
