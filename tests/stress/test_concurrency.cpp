// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Concurrency stress: 4 threads, each with its own stream and buffers, make the same 10k mixed calls
// (every operator, every dtype, sizes from 1 to 64K elements) at once; every output must be bitwise what
// the same call gave on one thread. Run under ThreadSanitizer by `./build.sh -u` (build-tsan/).
#include <gtest/gtest.h>

#include <atomic>
#include <cstring>
#include <thread>
#include <vector>

#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "aclnnop/aclnn_relu_v2.h"
#include "aclnnop/aclnn_threshold_backward.h"
#include "common/test_util.h"

namespace {

using aclp_test::TestSeed;

constexpr int kThreads = 4;
constexpr int kCalls = 10000;
constexpr int64_t kMaxElements = 65536;

const aclDataType kThresholdDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64};
const aclDataType kHardsigmoidDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};
const aclDataType kReluGradDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_INT32, ACL_UINT8};
const int64_t kSizes[] = {1, 7, 64, 100, 1000, 4099};

size_t Width(aclDataType d)
{
    switch (d) {
        case ACL_INT8:
        case ACL_UINT8: return 1;
        case ACL_FLOAT16:
        case ACL_BF16: return 2;
        case ACL_INT64: return 8;
        default: return 4;
    }
}

struct Call {
    int op;  // 0 ThresholdBackward, 1 HardsigmoidBackward, 2 ReluV2, 3 ReluGradV2
    aclDataType dtype;
    int64_t n;
    uint64_t seed;
};

Call Plan(int i, uint64_t seed)
{
    Call c;
    c.op = i % 4;
    const int k = i / 4;
    switch (c.op) {
        case 0: c.dtype = kThresholdDtypes[k % 7]; break;
        case 1: c.dtype = kHardsigmoidDtypes[k % 3]; break;
        case 2: c.dtype = kThresholdDtypes[k % 7]; break;
        default: c.dtype = kReluGradDtypes[k % 6]; break;
    }
    c.n = i % 997 == 0 ? kMaxElements : kSizes[(k / 7) % 6];
    c.seed = seed ^ (static_cast<uint64_t>(i) * 0x9E3779B97F4A7C15ull);
    return c;
}

// Per-thread device buffers and stream.
struct Worker {
    aclrtStream stream = nullptr;
    void *a = nullptr, *b = nullptr, *out = nullptr, *mask = nullptr;
    std::vector<uint8_t> host;
    Worker()
    {
        aclrtSetDevice(0);
        aclrtCreateStream(&stream);
        for (void **p : {&a, &b, &out, &mask}) {
            aclrtMalloc(p, kMaxElements * 8, ACL_MEM_MALLOC_HUGE_FIRST);
        }
        host.resize(kMaxElements * 8);
    }
    ~Worker()
    {
        for (void *p : {a, b, out, mask}) {
            aclrtFree(p);
        }
        aclrtDestroyStream(stream);
    }

    void Fill(void *device, size_t bytes, uint64_t seed)
    {
        uint64_t x = seed | 1;
        for (size_t i = 0; i < bytes; ++i) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            host[i] = static_cast<uint8_t>(x >> 24);
        }
        aclrtMemcpy(device, bytes, host.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE);
    }

    uint64_t Hash(const void *device, size_t bytes, uint64_t h)
    {
        aclrtMemcpy(host.data(), bytes, device, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
        for (size_t i = 0; i < bytes; ++i) {
            h = (h ^ host[i]) * 1099511628211ull;
        }
        return h;
    }

    // Runs one call; returns a hash of its outputs (0 when a stage failed).
    uint64_t Run(const Call &c)
    {
        const size_t bytes = static_cast<size_t>(c.n) * Width(c.dtype);
        const size_t maskBytes = static_cast<size_t>((c.n + 7) / 8);
        Fill(a, bytes, c.seed);
        Fill(b, bytes, c.seed + 1);
        Fill(mask, maskBytes, c.seed + 2);
        aclrtMemset(out, bytes, 0, bytes);
        const std::vector<int64_t> shape = {c.n};
        aclTensor *ta = aclp_test::MakeTensor(shape, c.dtype, a);
        aclTensor *tb = aclp_test::MakeTensor(shape, c.dtype, b);
        aclTensor *to = aclp_test::MakeTensor(shape, c.dtype, out);
        aclTensor *tm = aclp_test::MakeTensor(shape, ACL_UINT1, mask);
        float threshold = static_cast<float>(c.seed % 7) - 3.0f;
        aclScalar *thr = aclCreateScalar(&threshold, ACL_FLOAT);
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        aclnnStatus s1 = 0, s2 = 0;
        switch (c.op) {
            case 0:
                s1 = aclnnThresholdBackwardGetWorkspaceSize(ta, tb, thr, to, &ws, &ex);
                s2 = s1 ? s1 : aclnnThresholdBackward(nullptr, 0, ex, stream);
                break;
            case 1:
                s1 = aclnnHardsigmoidBackwardGetWorkspaceSize(ta, tb, to, &ws, &ex);
                s2 = s1 ? s1 : aclnnHardsigmoidBackward(nullptr, 0, ex, stream);
                break;
            case 2:
                s1 = aclnnReluV2GetWorkspaceSize(ta, to, tm, &ws, &ex);
                s2 = s1 ? s1 : aclnnReluV2(nullptr, 0, ex, stream);
                break;
            default:
                s1 = aclnnReluGradV2GetWorkspaceSize(ta, tm, to, &ws, &ex);
                s2 = s1 ? s1 : aclnnReluGradV2(nullptr, 0, ex, stream);
                break;
        }
        aclrtSynchronizeStream(stream);
        uint64_t h = 0;
        if (s1 == 0 && s2 == 0 && ws == 0) {
            h = Hash(out, bytes, 1469598103934665603ull);
            if (c.op == 2) {
                h = Hash(mask, maskBytes, h);
            }
        }
        aclp_test::Destroy({ta, tb, to, tm}, thr);
        return h;
    }
};

TEST(Concurrency, FourThreadsOwnStreamsMatchOneThreadBitwise)
{
    const uint64_t seed = TestSeed();
    std::vector<uint64_t> reference(kCalls);
    {
        Worker single;
        for (int i = 0; i < kCalls; ++i) {
            reference[i] = single.Run(Plan(i, seed));
            ASSERT_NE(reference[i], 0u) << "call " << i << " failed: " << aclGetRecentErrMsg();
        }
    }
    std::atomic<int> mismatches{0}, firstBad{-1};
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&, t] {
            Worker w;
            for (int j = 0; j < kCalls; ++j) {
                const int i = (j + t * (kCalls / kThreads)) % kCalls;  // threads start at different calls
                if (w.Run(Plan(i, seed)) != reference[i]) {
                    int expected = -1;
                    firstBad.compare_exchange_strong(expected, i);
                    ++mismatches;
                }
            }
        });
    }
    for (std::thread &t : threads) {
        t.join();
    }
    EXPECT_EQ(mismatches.load(), 0) << "first differing call " << firstBad.load() << " (seed " << seed << ")";
}

}  // namespace
