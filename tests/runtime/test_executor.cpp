// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Executors and workspaces, independent of any operator.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "acl/acl.h"
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
    EXPECT_EQ(aclDestroyAclOpExecutor(HandleOf(e)), ACLNN_SUCCESS);
}

// Phase 2 refuses a missing or short workspace with CANN's codes and a message, and leaves the executor as
// it was: the corrected call runs it (once: it is not repeatable), and a refused one can be destroyed.
TEST(Executor, WorkspaceNullOrShortIsRefused)
{
    for (const bool shortOne : {false, true}) {
        aclOpExecutor *e = CreateExecutor("test");
        ASSERT_NE(e, nullptr);
        AllocWorkspace(e, 100);
        aclOpExecutor *handle = HandleOf(e);
        std::vector<uint8_t> workspace(128);
        if (shortOne) {
            EXPECT_EQ(RunExecutor(workspace.data(), 127, handle, nullptr, "test"), ACLNN_ERR_PARAM_INVALID);
            EXPECT_NE(std::string(aclGetRecentErrMsg()).find("workspaceSize 127 is smaller than the 128"),
                      std::string::npos)
                << aclGetRecentErrMsg();
        } else {
            EXPECT_EQ(RunExecutor(nullptr, 128, handle, nullptr, "test"), ACLNN_ERR_PARAM_NULLPTR);
            EXPECT_NE(std::string(aclGetRecentErrMsg()).find("workspace is null"), std::string::npos);
        }
        EXPECT_EQ(RunExecutor(workspace.data(), 128, handle, nullptr, "test"), ACLNN_SUCCESS) << aclGetRecentErrMsg();
        EXPECT_EQ(RunExecutor(workspace.data(), 128, handle, nullptr, "test"), ACLNN_ERR_INNER);  // ran: spent
        aclOpExecutor *refused = HandleOf(CreateExecutor("test"));
        AllocWorkspace(FromHandle(refused), 100);
        EXPECT_EQ(RunExecutor(workspace.data(), shortOne ? 127 : 0, refused, nullptr, "test"), ACLNN_ERR_PARAM_INVALID);
        EXPECT_EQ(aclDestroyAclOpExecutor(refused), ACLNN_SUCCESS) << "a refused executor stays destroyable";
        EXPECT_EQ(aclDestroyAclOpExecutor(refused), ACLNN_ERR_INNER);
    }
}

TEST(Executor, EmptyPlanRunsOnceUnlessRepeatable)
{
    aclOpExecutor *e = HandleOf(CreateExecutor("test"));
    EXPECT_EQ(RunExecutor(nullptr, 0, e, nullptr, "test"), ACLNN_SUCCESS);
    EXPECT_EQ(RunExecutor(nullptr, 0, e, nullptr, "test"), ACLNN_ERR_INNER);
    e = HandleOf(CreateExecutor("test"));
    ASSERT_EQ(aclSetAclOpExecutorRepeatable(e), ACLNN_SUCCESS);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(RunExecutor(nullptr, 0, e, nullptr, "test"), ACLNN_SUCCESS);
    }
    EXPECT_EQ(aclDestroyAclOpExecutor(e), ACLNN_SUCCESS);
}

// A spent handle must not reach the executor that now has its slot: not to run it, not to destroy it,
// not to re-address it. The pool hands the freed slot straight back, so every round reuses one slot.
TEST(Executor, StaleHandlesNeverReachTheSlotsNextExecutor)
{
    aclOpExecutor *first = CreateExecutor("first");
    aclOpExecutor *stale = HandleOf(first);
    ASSERT_EQ(RunExecutor(nullptr, 0, stale, nullptr, "test"), ACLNN_SUCCESS);  // spent
    std::vector<aclOpExecutor *> handles{stale};
    for (int round = 0; round < 10000; ++round) {
        aclOpExecutor *next = CreateExecutor("next");
        ASSERT_EQ(next, first) << "the pool no longer reuses the freed slot first; this test needs another way in";
        aclOpExecutor *live = HandleOf(next);
        ASSERT_NE(live, stale);
        EXPECT_EQ(RunExecutor(nullptr, 0, stale, nullptr, "test"), ACLNN_ERR_INNER);
        EXPECT_EQ(aclDestroyAclOpExecutor(stale), ACLNN_ERR_INNER);
        EXPECT_EQ(aclSetAclOpExecutorRepeatable(stale), ACLNN_ERR_INNER);
        ASSERT_TRUE(next->live) << "a stale handle changed the slot's new executor (round " << round << ")";
        EXPECT_FALSE(next->repeatable);
        handles.push_back(live);
        ASSERT_EQ(aclDestroyAclOpExecutor(live), ACLNN_SUCCESS);
    }
    std::sort(handles.begin(), handles.end());
    EXPECT_EQ(std::unique(handles.begin(), handles.end()), handles.end()) << "a handle was handed out twice";
}

TEST(Executor, MadeUpHandlesAreRefused)
{
    aclOpExecutor *live = HandleOf(CreateExecutor("test"));
    const auto value = reinterpret_cast<uintptr_t>(live);
    for (uintptr_t bad : {value + 1, value + 16, value ^ (uintptr_t{1} << 40), uintptr_t{0x1234}, ~uintptr_t{0},
                          uintptr_t{16}, reinterpret_cast<uintptr_t>(&value)}) {
        EXPECT_EQ(FromHandle(reinterpret_cast<aclOpExecutor *>(bad)), nullptr) << std::hex << bad;
        EXPECT_EQ(aclDestroyAclOpExecutor(reinterpret_cast<aclOpExecutor *>(bad)), ACLNN_ERR_INNER);
    }
    EXPECT_EQ(aclDestroyAclOpExecutor(live), ACLNN_SUCCESS);
}

}  // namespace
}  // namespace aclp

namespace aclp {
namespace {

// A plan's capacities are checked: an operator that asks for more gets an exception (its GetWorkspaceSize
// turns it into an internal error), never a write past the plan.
TEST(Executor, PlanCapacitiesAreChecked)
{
    aclOpExecutor *e = CreateExecutor("test");
    ASSERT_NE(e, nullptr);
    CopyStep copy{};
    for (size_t i = 0; i < kMaxPlanSteps; ++i) {
        AddCopy(e, copy);
    }
    EXPECT_THROW(AddCopy(e, copy), std::length_error);
    EXPECT_EQ(e->stepNum, kMaxPlanSteps);
    ReleaseExecutor(e);

    e = CreateExecutor("test");
    const BufferRef b{nullptr, 0, true, -1};
    const ElementwiseProblem problem{64, 8.0, 4.0, 1};
    EXPECT_THROW(AddElementwiseKernel(e, nullptr, "k", {b, b, b, b, b}, problem, &copy, 8), std::length_error);
    EXPECT_THROW(AddElementwiseKernel(e, nullptr, "k", {b}, problem, &copy, kKernelParamBytes + 1), std::length_error);
    EXPECT_EQ(e->stepNum, 0u);
    ReleaseExecutor(e);

    aclOpExecutor *plan = nullptr;
    const aclTensor *t = nullptr;  // the count is checked before any tensor is read
    static_assert(kMaxBoundTensors == 8, "the list below holds one tensor too many");
    EXPECT_THROW(CreatePlan("test", {t, t, t, t, t}, {t, t, t, t}, &plan), std::length_error);
    EXPECT_EQ(plan, nullptr) << "checked before an executor is taken from the pool";
}

}  // namespace
}  // namespace aclp
