// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThreshold and aclnnInplaceThreshold results against the operator's golden (op_def/threshold_def.cpp,
// double precision, the one the accuracy tool judges with), for every dtype, scalars of several dtypes,
// out dtypes self's is cast to, strided views, in place. Inputs are
// random (seed printed by the test main) mixed with NaN, +-Inf, +-0, subnormals, the threshold, its
// neighbours and the value.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_threshold.h"
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
    return *optable::FindOperatorByName("aclnnThreshold");
}

// The values mixed into self: the common specials, and the threshold, its neighbours and the value.
std::vector<double> Specials(aclDataType dtype, double threshold, double value)
{
    std::vector<double> specials;
    if (IsFloating(dtype)) {
        specials = FloatSpecials();
        specials.push_back(threshold);
        specials.push_back(value);
        const double t = accuracy::RoundTo(dtype, threshold);
        if (std::isfinite(t)) {
            specials.push_back(std::nextafter(accuracy::RoundTo(ACL_FLOAT, t), INFINITY));
            specials.push_back(std::nextafter(accuracy::RoundTo(ACL_FLOAT, t), -INFINITY));
        }
    } else if (std::isfinite(threshold)) {
        for (int d = -2; d <= 2; ++d) {
            specials.push_back(std::trunc(threshold) + d);
        }
    }
    return specials;
}

// Runs one call (in place when `inplace`) and compares every element with the golden.
void Check(aclDataType selfDtype, aclDataType outDtype, const Layout &selfLayout, const Layout &outLayout,
           const TestScalar &threshold, const TestScalar &value, bool inplace, std::mt19937_64 &rng)
{
    SCOPED_TRACE("threshold " + std::to_string(threshold.value) + " (" + accuracy::DtypeName(threshold.dtype) +
                 ") value " + std::to_string(value.value));
    const std::vector<uint64_t> x =
        MixedValues(selfDtype, ViewIndices(selfLayout).size(), Specials(selfDtype, threshold.value, value.value), rng);
    aclScalar *t = MakeScalar(threshold), *v = MakeScalar(value);
    CheckUnaryAgainstGolden(
        Def(), {ScalarInOf(threshold), ScalarInOf(value)}, {selfDtype, outDtype, selfLayout, outLayout, inplace}, x,
        [&](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
            return inplace ? aclnnInplaceThresholdGetWorkspaceSize(self, t, v, ws, ex)
                           : aclnnThresholdGetWorkspaceSize(self, t, v, out, ws, ex);
        },
        inplace ? aclnnInplaceThreshold : aclnnThreshold);
    aclDestroyScalar(t);
    aclDestroyScalar(v);
}

const aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64};

// Scalar pairs every dtype takes (they fit every dtype in the list, unsigned ones included), and more
// for the floating dtypes.
std::vector<std::pair<TestScalar, TestScalar>> ScalarPairs(aclDataType dtype)
{
    std::vector<std::pair<TestScalar, TestScalar>> pairs = {
        {{ACL_INT32, 0}, {ACL_INT32, 0}},   {{ACL_FLOAT, 4.1}, {ACL_FLOAT, 10}},
        {{ACL_INT64, 5}, {ACL_INT8, 100}},  {{ACL_DOUBLE, 2.9}, {ACL_FLOAT16, 1.5}},
        {{ACL_UINT8, 120}, {ACL_INT16, 7}}, {{ACL_BF16, 0.5}, {ACL_DOUBLE, 0.0}},
    };
    if (IsFloating(dtype)) {
        const double inf = std::numeric_limits<double>::infinity();
        pairs.push_back({{ACL_DOUBLE, -1.25}, {ACL_DOUBLE, -inf}});
        pairs.push_back({{ACL_FLOAT, -inf}, {ACL_FLOAT, std::nan("")}});
        pairs.push_back({{ACL_DOUBLE, inf}, {ACL_FLOAT, -0.0}});
        pairs.push_back({{ACL_DOUBLE, std::nan("")}, {ACL_DOUBLE, 1.0}});
        pairs.push_back({{ACL_DOUBLE, 0.1}, {ACL_DOUBLE, 1e-40}});
        pairs.push_back({{ACL_FLOAT, -0.0}, {ACL_INT32, -7}});
    } else {
        pairs.push_back({{ACL_INT32, 100}, {ACL_DOUBLE, 3.7}});
        pairs.push_back({{ACL_FLOAT, 126.9}, {ACL_INT64, 127}});
    }
    return pairs;
}

TEST(ThresholdResults, EveryDtypeAndScalarDense)
{
    std::mt19937_64 rng(TestSeed());
    for (aclDataType dtype : kDtypes) {
        for (const auto &[threshold, value] : ScalarPairs(dtype)) {
            Check(dtype, dtype, {{3, 1031}, {}}, {{3, 1031}, {}}, threshold, value, false, rng);
        }
    }
}

TEST(ThresholdResults, OutDtypesSelfsIsCastTo)
{
    std::mt19937_64 rng(TestSeed() + 1);
    const std::pair<aclDataType, aclDataType> casts[] = {
        {ACL_INT8, ACL_FLOAT}, {ACL_INT32, ACL_FLOAT16}, {ACL_INT64, ACL_BF16},
        {ACL_INT32, ACL_INT8}, {ACL_UINT8, ACL_INT16},   {ACL_FLOAT16, ACL_FLOAT},
        {ACL_FLOAT, ACL_BF16}, {ACL_BF16, ACL_FLOAT16},  {ACL_INT16, ACL_INT64},
    };
    for (const auto &[self, out] : casts) {
        for (const auto &[threshold, value] : ScalarPairs(self)) {
            Check(self, out, {{257, 3}, {}}, {{257, 3}, {}}, threshold, value, false, rng);
        }
    }
}

// PyTorch converts an integer to FLOAT16/BFLOAT16 through float32 (two roundings) and an int64 to float32
// directly (one rounding, not through double). These integers are where a one-rounding or a through-double
// conversion gives another answer; the expected bits are PyTorch's (torch.tensor([v]).to(dtype)).
TEST(ThresholdResults, IntegersConvertToFloatingAsPyTorchDoes)
{
    struct Fact {
        aclDataType self, out;
        int64_t value;
        uint64_t torchBits;
    };
    const Fact facts[] = {
        {ACL_INT64, ACL_BF16, 0x6c40003530540546, 0x5ed8},
        {ACL_INT32, ACL_BF16, 0x40400001, 0x4e80},
        {ACL_INT32, ACL_BF16, -0x40400001, 0xce80},
        {ACL_INT64, ACL_FLOAT, (int64_t{1} << 62) + (int64_t{1} << 38) + 1, 0x5e800001},
        {ACL_INT32, ACL_FLOAT16, 0x40400001, 0x7c00},
    };
    const TestScalar below{ACL_INT32, std::numeric_limits<int32_t>::min()};  // replaces (almost) nothing
    std::mt19937_64 rng(TestSeed() + 5);
    for (const Fact &f : facts) {
        SCOPED_TRACE(std::to_string(f.value) + " " + accuracy::DtypeName(f.self) + " -> " + accuracy::DtypeName(f.out));
        // The golden states the fact...
        optable::GoldenContext ctx;
        ctx.inDtypes = {f.self};
        ctx.outDtypes = {f.out};
        ctx.scalars = {ScalarInOf(below), ScalarInOf({ACL_INT32, 0})};
        optable::ElementIn in;
        in.integer = f.value;
        in.real = static_cast<double>(f.value);
        in.bits = static_cast<uint64_t>(f.value);
        optable::ElementOut want;
        Def().golden(ctx, &in, &want);
        EXPECT_EQ(want.ref, f.torchBits);
        // ...and the operator gives it, among random neighbours.
        std::vector<uint64_t> x = MixedValues(f.self, 64, {}, rng);
        const uint64_t mask = accuracy::ElementBytes(f.self) >= 8 ? ~uint64_t{0} : 0xFFFFFFFF;
        for (size_t i = 0; i < x.size(); i += 3)
            x[i] = static_cast<uint64_t>(f.value) & mask;
        aclScalar *t = MakeScalar(below), *v = MakeScalar({ACL_INT32, 0});
        CheckUnaryAgainstGolden(
            Def(), {ScalarInOf(below), ScalarInOf({ACL_INT32, 0})}, {f.self, f.out, {{64}, {}}, {{64}, {}}, false}, x,
            [&](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
                return aclnnThresholdGetWorkspaceSize(self, t, v, out, ws, ex);
            },
            aclnnThreshold);
        aclDestroyScalar(t);
        aclDestroyScalar(v);
    }
}

TEST(ThresholdResults, StridedViewsAndInPlace)
{
    std::mt19937_64 rng(TestSeed() + 2);
    for (aclDataType dtype : kDtypes) {
        const auto pairs = ScalarPairs(dtype);
        const auto &[threshold, value] = pairs[1];
        for (const ViewCase &v : StridedViewCases()) {
            Check(dtype, dtype, v.self, v.out, threshold, value, v.inplace, rng);
        }
    }
}

}  // namespace
}  // namespace aclp_test
