// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Executors and workspaces, independent of any operator.
#include <gtest/gtest.h>

#include "aclnn/opdev/op_errno.h"
#include "nnopbase/executor.h"

namespace aclp {
namespace {

TEST(Executor, WorkspaceIsWhatThePlanNeedsInCacheLines)
{
    aclOpExecutor *e = CreateExecutor("test");
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->workspaceSize, 0u);
    BufferRef a = AllocWorkspace(e, 10);
    BufferRef b = AllocWorkspace(e, 100);
    EXPECT_TRUE(a.inWorkspace);
    EXPECT_EQ(a.offset, 0u);
    EXPECT_EQ(b.offset, 64u);
    EXPECT_EQ(e->workspaceSize, 64u + 128u);
    EXPECT_EQ(aclDestroyAclOpExecutor(e), ACLNN_SUCCESS);
}

TEST(Executor, EmptyPlanRunsOnceUnlessRepeatable)
{
    aclOpExecutor *e = CreateExecutor("test");
    EXPECT_EQ(RunExecutor(nullptr, 0, e, nullptr, "test"), ACLNN_SUCCESS);
    EXPECT_EQ(RunExecutor(nullptr, 0, e, nullptr, "test"), ACLNN_ERR_INNER);
    e = CreateExecutor("test");
    ASSERT_EQ(aclSetAclOpExecutorRepeatable(e), ACLNN_SUCCESS);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(RunExecutor(nullptr, 0, e, nullptr, "test"), ACLNN_SUCCESS);
    }
    EXPECT_EQ(aclDestroyAclOpExecutor(e), ACLNN_SUCCESS);
}

}  // namespace
}  // namespace aclp
