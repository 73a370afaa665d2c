// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Test entry: initialise the runtime once, and print the random seed so a failure can be replayed
// with ACLP_TEST_SEED=<seed>. The tests assert the default SoC profile, ordinary host memory and the machine's
// own thread count, so the library's ACLNN_PORTABLE_* settings in the caller's environment are cleared first;
// the per-profile tests get their profile from ACLP_TEST_SOC_PROFILE, which ctest sets for them.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>

#include "acl/acl.h"
#include "common/test_util.h"

int main(int argc, char **argv)
{
    ::testing::InitGoogleTest(&argc, argv);
    unsetenv("ACLNN_PORTABLE_STRICT_DEVICE");
    unsetenv("ACLNN_PORTABLE_NUM_THREADS");
    const char *profile = std::getenv("ACLP_TEST_SOC_PROFILE");
    if (profile != nullptr) {
        setenv("ACLNN_PORTABLE_SOC_VERSION", profile, 1);
    } else {
        unsetenv("ACLNN_PORTABLE_SOC_VERSION");
    }
    std::printf("[ seed     ] ACLP_TEST_SEED=%llu\n", static_cast<unsigned long long>(aclp_test::TestSeed()));
    if (aclInit(nullptr) != ACL_SUCCESS) {
        std::fprintf(stderr, "aclInit failed: %s\n", aclGetRecentErrMsg());
        return 1;
    }
    int result = RUN_ALL_TESTS();
    aclFinalize();
    return result;
}
