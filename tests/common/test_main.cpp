// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Test entry: initialise the runtime once, and print the random seed so a failure can be replayed
// with ACLP_TEST_SEED=<seed>.
#include <gtest/gtest.h>

#include <cstdio>

#include "acl/acl.h"
#include "common/test_util.h"

int main(int argc, char **argv)
{
    ::testing::InitGoogleTest(&argc, argv);
    std::printf("[ seed     ] ACLP_TEST_SEED=%llu\n", static_cast<unsigned long long>(aclp_test::TestSeed()));
    if (aclInit(nullptr) != ACL_SUCCESS) {
        std::fprintf(stderr, "aclInit failed: %s\n", aclGetRecentErrMsg());
        return 1;
    }
    int result = RUN_ALL_TESTS();
    aclFinalize();
    return result;
}
