// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// How threshold and value scalars become values of self's dtype (PyTorch's Scalar::to<T> rules, checked
// here against values worked out by hand), and the kernel parameters made from them.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>

#include "op_host/threshold_tiling.h"

namespace aclp {
namespace {

ScalarValue Real(double v)
{
    return ScalarValue{false, false, 0, v};
}
ScalarValue Integer(int64_t v)
{
    return ScalarValue{true, false, v, static_cast<double>(v)};
}

uint64_t To(const ScalarValue &s, aclDataType dtype)
{
    uint64_t bits = 0xDEAD;
    EXPECT_TRUE(ScalarToDtype(s, dtype, &bits)) << "dtype " << dtype << " value " << s.real;
    return bits;
}
bool Overflows(const ScalarValue &s, aclDataType dtype)
{
    uint64_t bits = 0;
    return !ScalarToDtype(s, dtype, &bits);
}

TEST(ThresholdParams, FloatingScalarsRoundToSelfsDtype)
{
    EXPECT_EQ(To(Real(0.1), ACL_FLOAT), 0x3DCCCCCDu);
    EXPECT_EQ(To(Real(1.5), ACL_FLOAT16), 0x3E00u);
    EXPECT_EQ(To(Real(3.0), ACL_BF16), 0x4040u);
    EXPECT_EQ(To(Real(-0.0), ACL_FLOAT16), 0x8000u);
    EXPECT_EQ(To(Real(INFINITY), ACL_FLOAT16), 0x7C00u);  // infinities convert
    EXPECT_EQ(To(Real(-INFINITY), ACL_BF16), 0xFF80u);
    EXPECT_EQ(To(Integer(7), ACL_FLOAT16), 0x4700u);
    EXPECT_EQ(To(Integer(16777217), ACL_FLOAT), 0x4B800000u);  // rounds to 2^24
    // Through float32 for the 16-bit types: 1 + 2^-11 + 2^-30 is first rounded to float (1 + 2^-11, a
    // half-way case in FLOAT16) and then to even, 1.0; rounded directly it would be 1 + 2^-10.
    EXPECT_EQ(To(Real(1.0 + std::ldexp(1.0, -11) + std::ldexp(1.0, -30)), ACL_FLOAT16), 0x3C00u);
    uint64_t nanBits = 0;
    ASSERT_TRUE(ScalarToDtype(Real(NAN), ACL_FLOAT16, &nanBits));
    EXPECT_GT(nanBits & 0x7FFF, 0x7C00u);
}

TEST(ThresholdParams, FiniteValuesBeyondAFloatingTypeOverflow)
{
    EXPECT_FALSE(Overflows(Real(65504.0), ACL_FLOAT16));
    EXPECT_TRUE(Overflows(Real(65505.0), ACL_FLOAT16));  // PyTorch refuses it, though it would round down
    EXPECT_TRUE(Overflows(Integer(70000), ACL_FLOAT16));
    EXPECT_TRUE(Overflows(Real(1e39), ACL_FLOAT));
    EXPECT_TRUE(Overflows(Real(-1e39), ACL_BF16));
    EXPECT_FALSE(Overflows(Real(3.0e38), ACL_BF16));
}

TEST(ThresholdParams, IntegerSelfTruncatesAndRefusesWhatDoesNotFit)
{
    EXPECT_EQ(To(Real(2.9), ACL_INT8), 2u);
    EXPECT_EQ(To(Real(-2.9), ACL_INT8) & 0xFF, 0xFEu);  // -2
    EXPECT_EQ(To(Real(-0.5), ACL_INT32), 0u);
    EXPECT_EQ(To(Integer(-32768), ACL_INT16) & 0xFFFF, 0x8000u);
    EXPECT_TRUE(Overflows(Real(127.5), ACL_INT8));
    EXPECT_TRUE(Overflows(Real(-0.5), ACL_UINT8));  // below the range before truncation, as PyTorch
    EXPECT_TRUE(Overflows(Real(NAN), ACL_INT32));
    EXPECT_TRUE(Overflows(Real(INFINITY), ACL_INT64));
    EXPECT_TRUE(Overflows(Integer(128), ACL_INT8));
    EXPECT_TRUE(Overflows(Integer(-129), ACL_INT8));
    EXPECT_TRUE(Overflows(Real(9.3e18), ACL_INT64));
    // An integer below 0 wraps into an unsigned type when -value fits (PyTorch's rule for uint8).
    EXPECT_EQ(To(Integer(-1), ACL_UINT8), 255u);
    EXPECT_EQ(To(Integer(-255), ACL_UINT8), 1u);
    EXPECT_TRUE(Overflows(Integer(-256), ACL_UINT8));
    EXPECT_TRUE(Overflows(Integer(256), ACL_UINT8));
    ScalarValue huge{true, true, std::numeric_limits<int64_t>::max(), 1.8e19};
    EXPECT_TRUE(Overflows(huge, ACL_INT64));
    EXPECT_FALSE(Overflows(huge, ACL_FLOAT));
}

TEST(ThresholdParams, SixteenBitKeysBoundTheReplacedRange)
{
    const ThresholdParams half = MakeThresholdParams(ACL_FLOAT16, 0x3E00 /* 1.5 */, 0x4900 /* 10 */);
    EXPECT_EQ(half.lo, -0x7C00);
    EXPECT_EQ(half.hi, 0x3E00);
    EXPECT_EQ(half.valueBits, 0x4900u);
    const ThresholdParams negative = MakeThresholdParams(ACL_BF16, 0xBF80 /* -1 */, 0);
    EXPECT_EQ(negative.hi, -0x3F80);
    const ThresholdParams nan = MakeThresholdParams(ACL_BF16, 0x7FC0, 0);
    EXPECT_GT(nan.lo, nan.hi) << "a NaN threshold replaces nothing";
    const ThresholdParams f = MakeThresholdParams(ACL_FLOAT, 0x3F800000 /* 1 */, 0x40000000 /* 2 */);
    EXPECT_EQ(f.threshold, 1.0f);
    EXPECT_EQ(f.value, 2.0f);
    const ThresholdParams i8 = MakeThresholdParams(ACL_INT8, 0xFE /* -2 */, 0x05);
    EXPECT_EQ(i8.hi, -2);
}

}  // namespace
}  // namespace aclp
