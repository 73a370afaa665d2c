// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// A small call's two phases touch no heap once warm: executors come from a pool, checks build no
// strings or vectors on success. This binary replaces the global operator new (which the libraries'
// containers use) to count allocations.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "acl/acl.h"
#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "aclnnop/aclnn_relu_v2.h"
#include "aclnnop/aclnn_threshold_backward.h"

namespace {
std::atomic<long> gAllocations{0};
}  // namespace

void *operator new(std::size_t size)
{
    gAllocations.fetch_add(1, std::memory_order_relaxed);
    if (void *p = std::malloc(size == 0 ? 1 : size)) {
        return p;
    }
    throw std::bad_alloc();
}

void *operator new(std::size_t size, const std::nothrow_t &) noexcept
{
    gAllocations.fetch_add(1, std::memory_order_relaxed);
    return std::malloc(size == 0 ? 1 : size);
}

void operator delete(void *p) noexcept
{
    std::free(p);
}

void operator delete(void *p, std::size_t) noexcept
{
    std::free(p);
}

namespace {

TEST(HeapPerCall, WarmSmallCallsAllocateNothing)
{
    int64_t n = 64;
    float x[64], g[64], y[64];
    uint8_t mask[8];
    for (int i = 0; i < 64; ++i) {
        x[i] = static_cast<float>(i % 7) - 3.0f;
        g[i] = 0.5f * static_cast<float>(i);
    }
    aclTensor *self = aclCreateTensor(&n, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, &n, 1, x);
    aclTensor *grad = aclCreateTensor(&n, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, &n, 1, g);
    aclTensor *out = aclCreateTensor(&n, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, &n, 1, y);
    aclTensor *bits = aclCreateTensor(&n, 1, ACL_UINT1, nullptr, 0, ACL_FORMAT_ND, &n, 1, mask);
    int32_t zero = 0;
    aclScalar *threshold = aclCreateScalar(&zero, ACL_INT32);
    aclrtStream stream = nullptr;
    ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
    auto callAll = [&] {
        uint64_t ws = 0;
        aclOpExecutor *e = nullptr;
        EXPECT_EQ(aclnnThresholdBackwardGetWorkspaceSize(grad, self, threshold, out, &ws, &e), 0);
        EXPECT_EQ(aclnnThresholdBackward(nullptr, ws, e, stream), 0);
        EXPECT_EQ(aclnnHardsigmoidBackwardGetWorkspaceSize(grad, self, out, &ws, &e), 0);
        EXPECT_EQ(aclnnHardsigmoidBackward(nullptr, ws, e, stream), 0);
        EXPECT_EQ(aclnnReluV2GetWorkspaceSize(self, out, bits, &ws, &e), 0);
        EXPECT_EQ(aclnnReluV2(nullptr, ws, e, stream), 0);
        EXPECT_EQ(aclnnReluGradV2GetWorkspaceSize(grad, bits, out, &ws, &e), 0);
        EXPECT_EQ(aclnnReluGradV2(nullptr, ws, e, stream), 0);
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    };
    for (int i = 0; i < 3; ++i) {
        callAll();  // first calls may size pools and thread-local buffers
    }
    const long before = gAllocations.load();
    for (int i = 0; i < 100; ++i) {
        callAll();
    }
    EXPECT_EQ(gAllocations.load() - before, 0) << "operator new calls in 400 warm two-stage calls";
    EXPECT_EQ(y[5], 2.5f);  // the last call ran: ReluGradV2 passes g[5] where x[5] = 2 > 0
    aclrtDestroyStream(stream);
    aclDestroyTensor(self);
    aclDestroyTensor(grad);
    aclDestroyTensor(out);
    aclDestroyTensor(bits);
    aclDestroyScalar(threshold);
}

}  // namespace
