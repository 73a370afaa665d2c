// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Host side of ThresholdGradV2D without running kernels: how thresholds of every kind become the
// kernel's parameters (ops-nn's tiling UT, for our tiling data).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "common/half.h"
#include "op_host/threshold_grad_v2_d_tiling.h"

namespace aclp {
namespace {

ScalarValue Int(int64_t v)
{
    return ScalarValue{true, false, v, static_cast<double>(v)};
}
ScalarValue Real(double v)
{
    return ScalarValue{false, false, 0, v};
}

bool Never(const ThresholdGradParams &p)
{
    return p.lo > p.hi;
}

TEST(ThresholdGradV2DTiling, IntegerThresholdsAreExact)
{
    ThresholdGradParams p = MakeThresholdGradParams(ACL_INT32, Int(7));
    EXPECT_EQ(p.lo, INT32_MIN);
    EXPECT_EQ(p.hi, 7);
    p = MakeThresholdGradParams(ACL_INT32, Real(-0.5));  // floor: self <= -0.5 <=> self <= -1
    EXPECT_EQ(p.hi, -1);
    p = MakeThresholdGradParams(ACL_INT8, Real(126.999));
    EXPECT_EQ(p.hi, 126);
    p = MakeThresholdGradParams(ACL_UINT8, Int(-17));  // below every uint8: never zero
    EXPECT_TRUE(Never(p));
    p = MakeThresholdGradParams(ACL_UINT8, Int(300));  // above every uint8: always zero
    EXPECT_EQ(p.lo, 0);
    EXPECT_EQ(p.hi, 255);
    p = MakeThresholdGradParams(ACL_INT8, Real(INFINITY));
    EXPECT_EQ(p.hi, 127);
    EXPECT_TRUE(Never(MakeThresholdGradParams(ACL_INT8, Real(-INFINITY))));
    EXPECT_TRUE(Never(MakeThresholdGradParams(ACL_INT64, Real(std::nan("")))));
    p = MakeThresholdGradParams(ACL_INT64, Real(9223372036854775808.0));  // 2^63
    EXPECT_EQ(p.hi, INT64_MAX);
    p = MakeThresholdGradParams(ACL_INT64, Real(-9223372036854775808.0));  // -2^63: self <= INT64_MIN
    EXPECT_EQ(p.hi, INT64_MIN);
    p = MakeThresholdGradParams(ACL_INT64, Int(9007199254740993LL));  // 2^53 + 1: no rounding through double
    EXPECT_EQ(p.hi, 9007199254740993LL);
    ScalarValue huge{true, true, INT64_MAX, 1.8e19};
    EXPECT_EQ(MakeThresholdGradParams(ACL_INT64, huge).hi, INT64_MAX);
}

TEST(ThresholdGradV2DTiling, FloatThresholdRoundsToFloat32)
{
    EXPECT_EQ(MakeThresholdGradParams(ACL_FLOAT, Real(0.1)).threshold, 0.1f);
    EXPECT_EQ(MakeThresholdGradParams(ACL_FLOAT, Int(16777217)).threshold, 16777216.0f);
    EXPECT_TRUE(std::isnan(MakeThresholdGradParams(ACL_FLOAT, Real(std::nan(""))).threshold));
}

TEST(ThresholdGradV2DTiling, HalfKeysBracketTheThreshold)
{
    // FLOAT16: 1.0 is 0x3C00; the threshold 1.0001 lies between 0x3C00 and 0x3C01.
    ThresholdGradParams p = MakeThresholdGradParams(ACL_FLOAT16, Real(1.0001));
    EXPECT_EQ(p.hi, 0x3C00);
    EXPECT_EQ(p.lo, -0x7C00);
    p = MakeThresholdGradParams(ACL_FLOAT16, Real(0.0));
    EXPECT_EQ(p.hi, 0);                                      // +0 and -0 are both <= 0
    p = MakeThresholdGradParams(ACL_FLOAT16, Real(-1e-30));  // just below zero: -0 is above it, -denorm_min not
    EXPECT_EQ(p.hi, -1);
    p = MakeThresholdGradParams(ACL_FLOAT16, Real(-1e-7));  // between -2*denorm_min and -denorm_min
    EXPECT_EQ(p.hi, -2);
    p = MakeThresholdGradParams(ACL_FLOAT16, Real(70000.0));  // above the largest half: everything finite
    EXPECT_EQ(p.hi, 0x7BFF);
    p = MakeThresholdGradParams(ACL_BF16, Real(INFINITY));
    EXPECT_EQ(p.hi, 0x7F80);
    p = MakeThresholdGradParams(ACL_BF16, Real(-INFINITY));
    EXPECT_EQ(p.hi, -0x7F80);
    EXPECT_TRUE(Never(MakeThresholdGradParams(ACL_BF16, Real(std::nan("")))));
    // BF16 3.0 is 0x4040; 2.99999976f rounds to it, so the largest bf16 <= 2.99999976f is 0x403F.
    EXPECT_EQ(MakeThresholdGradParams(ACL_BF16, Real(2.99999976f)).hi, 0x403F);
}

TEST(ThresholdGradV2DTiling, Key16OrdersLikeTheValues)
{
    EXPECT_EQ(Key16(0x0000), 0);
    EXPECT_EQ(Key16(0x8000), 0);
    EXPECT_LT(Key16(0x8001), Key16(0x0000));
    EXPECT_LT(Key16(0xFC00), Key16(0xBC00));  // -inf < -1
    EXPECT_GT(Key16(0x7E00), Key16(0x7C00));  // NaN beyond +inf
    EXPECT_LT(Key16(0xFE00), Key16(0xFC00));  // negative NaN below -inf
}

}  // namespace
}  // namespace aclp
