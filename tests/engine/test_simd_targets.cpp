// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Which Highway target the kernels dispatch to on this CPU, printed for the log and checked against
// ACLP_EXPECT_SIMD_TARGET when a run pins one (scripts/test_arm64.sh runs each emulated CPU so). And the
// GCC 12 miscompilation the threshold kernels work around, kept as a minimal trigger: on Highway's
// SVE_256 target, IfThenElseZero(Or(a > x, x > b), g) over int8 lanes comes out wrong in lanes 16-31
// (the Or of two predicates is lowered through 16-byte moves). The kernels' form, two selects, must be
// right on every target; the Or form's result is only reported.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "engine/test_simd_targets.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp_test {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// out = g where x < -2 or x > 2, else 0, over one vector; returns the number of lanes.
size_t KeepOutside(const int8_t *x, const int8_t *g, int8_t *out, bool viaOr)
{
    const hn::ScalableTag<int8_t> d;
    const auto v = hn::LoadU(d, x);
    const auto gv = hn::LoadU(d, g);
    const auto below = hn::Gt(hn::Set(d, -2), v);
    const auto above = hn::Gt(v, hn::Set(d, 2));
    if (viaOr) {
        hn::StoreU(hn::IfThenElseZero(hn::Or(below, above), gv), d, out);
    } else {
        hn::StoreU(hn::IfThenElse(below, gv, hn::IfThenElseZero(above, gv)), d, out);
    }
    return hn::Lanes(d);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp_test
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <gtest/gtest.h>

namespace aclp_test {
HWY_EXPORT(KeepOutside);
namespace {

int64_t BestTarget()
{
    const int64_t usable = hwy::SupportedTargets() & HWY_TARGETS;
    return usable & -usable;  // Highway's preferred targets have the lower bits
}

TEST(SimdTargets, ReportsTheDispatchedTarget)
{
    const int64_t usable = hwy::SupportedTargets() & HWY_TARGETS;
    ASSERT_NE(usable, 0) << "no compiled target runs on this CPU";
    std::string all;
    for (int64_t rest = usable; rest != 0; rest &= rest - 1) {
        all += (all.empty() ? "" : " ") + std::string(hwy::TargetName(rest & -rest));
    }
    std::string missing;  // compiled, but this CPU cannot run them: the EverySimdTarget tests skip them here
    for (int64_t rest = HWY_TARGETS & ~usable; rest != 0; rest &= rest - 1) {
        missing += " " + std::string(hwy::TargetName(rest & -rest));
    }
    std::printf("[ simd     ] dispatched: %s; compiled and supported here: %s; compiled, not testable here:%s\n",
                hwy::TargetName(BestTarget()), all.c_str(), missing.empty() ? " none" : missing.c_str());
    if (const char *expected = std::getenv("ACLP_EXPECT_SIMD_TARGET")) {
        EXPECT_STREQ(hwy::TargetName(BestTarget()), expected);
    }
}

TEST(SimdTargets, TwoSelectsWhereGccMiscompilesOrOfInt8Masks)
{
    constexpr size_t kMax = 256;  // bytes: the widest vector any target has
    int8_t x[kMax], g[kMax], out[kMax];
    for (size_t i = 0; i < kMax; ++i) {
        x[i] = static_cast<int8_t>(static_cast<int>(i % 9) - 4);
        g[i] = static_cast<int8_t>(i + 1);
    }
    for (bool viaOr : {false, true}) {
        const size_t lanes = HWY_DYNAMIC_DISPATCH(KeepOutside)(x, g, out, viaOr);
        size_t wrong = 0;
        for (size_t i = 0; i < lanes; ++i) {
            wrong += out[i] != ((x[i] < -2 || x[i] > 2) ? g[i] : 0);
        }
        if (viaOr) {
            std::printf("[ simd     ] %s: IfThenElseZero(Or(int8 masks)) is %s (%zu of %zu lanes wrong)\n",
                        hwy::TargetName(BestTarget()), wrong ? "MISCOMPILED" : "right", wrong, lanes);
        } else {
            EXPECT_EQ(wrong, 0u) << hwy::TargetName(BestTarget()) << ": the kernels' two-select form, " << lanes
                                 << " lanes";
        }
    }
}

}  // namespace
}  // namespace aclp_test
#endif  // HWY_ONCE
