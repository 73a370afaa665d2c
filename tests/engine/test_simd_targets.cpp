// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Which Highway target the kernels dispatch to on this CPU, printed for the log, and checked against
// ACLP_EXPECT_SIMD_TARGET when a run pins one (scripts/test_arm64.sh runs each emulated CPU so).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "hwy/targets.h"

namespace {

TEST(SimdTargets, ReportsTheDispatchedTarget)
{
    const int64_t usable = hwy::SupportedTargets() & HWY_TARGETS;
    ASSERT_NE(usable, 0) << "no compiled target runs on this CPU";
    const int64_t best = usable & -usable;  // Highway's preferred targets have the lower bits
    std::string all;
    for (int64_t rest = usable; rest != 0; rest &= rest - 1) {
        all += (all.empty() ? "" : " ") + std::string(hwy::TargetName(rest & -rest));
    }
    std::printf("[ simd     ] dispatched: %s; compiled and supported here: %s\n", hwy::TargetName(best), all.c_str());
    if (const char *expected = std::getenv("ACLP_EXPECT_SIMD_TARGET")) {
        EXPECT_STREQ(hwy::TargetName(best), expected);
    }
}

}  // namespace
