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

#include "common/test_util.h"
#include "operator_def.h"

namespace {

using aclp_test::TestSeed;

constexpr int kThreads = 4;
constexpr int kCalls = 10000;
constexpr int64_t kMaxElements = 65536;

const int64_t kSizes[] = {1, 7, 64, 100, 1000, 4099};
constexpr size_t kMaxRoles = 8;

// Call i: the operators of the operator table in turn, each over its dtypes in turn.
struct Call {
    const optable::OperatorDef *op;
    aclDataType dtype;
    int64_t n;
    uint64_t seed;
};

Call Plan(int i, uint64_t seed)
{
    const std::vector<optable::OperatorDef> &ops = optable::AllOperators();
    Call c;
    c.op = &ops[static_cast<size_t>(i) % ops.size()];
    const int k = i / static_cast<int>(ops.size());
    c.dtype = c.op->dtypes[static_cast<size_t>(k) % c.op->dtypes.size()];
    c.n = i % 997 == 0 ? kMaxElements : kSizes[(k / 7) % 6];
    c.seed = seed ^ (static_cast<uint64_t>(i) * 0x9E3779B97F4A7C15ull);
    return c;
}

// Per-thread device buffers (one per role) and stream.
struct Worker {
    aclrtStream stream = nullptr;
    void *buffers[kMaxRoles] = {};
    std::vector<uint8_t> host;
    Worker()
    {
        aclrtSetDevice(0);
        aclrtCreateStream(&stream);
        for (void *&p : buffers) {
            aclrtMalloc(&p, kMaxElements * 8, ACL_MEM_MALLOC_HUGE_FIRST);
        }
        host.resize(kMaxElements * 8);
    }
    ~Worker()
    {
        for (void *p : buffers) {
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

    // Runs one call: random inputs (a mask's bits too), zeroed outputs; returns a hash of its outputs
    // (0 when a stage failed).
    uint64_t Run(const Call &c)
    {
        const optable::OperatorDef &op = *c.op;
        const std::vector<int64_t> shape = {c.n};
        aclTensor *tensors[kMaxRoles] = {};
        size_t bytes[kMaxRoles] = {};
        for (size_t k = 0; k < op.TensorCount(); ++k) {
            const bool mask = op.IsMaskRole(k);
            bytes[k] = mask ? static_cast<size_t>((c.n + 7) / 8) : static_cast<size_t>(c.n) * aclDataTypeSize(c.dtype);
            if (k < op.tensorInputs.size()) {
                Fill(buffers[k], bytes[k], c.seed + k);
            } else {
                aclrtMemset(buffers[k], bytes[k], 0, bytes[k]);
            }
            tensors[k] = aclp_test::MakeTensor(shape, mask ? ACL_UINT1 : c.dtype, buffers[k]);
        }
        // Fits every dtype, unsigned ones included; an integer, which every operator takes with every dtype of its
        // own (AddRelu's integers refuse a floating alpha).
        int32_t value = static_cast<int32_t>(c.seed % 4);
        aclScalar *scalar = aclCreateScalar(&value, ACL_INT32);
        const std::vector<const aclScalar *> scalars(op.scalarInputs.size(), scalar);
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        const aclnnStatus s1 = op.Phase1InSignatureOrder(tensors, scalars.data(), &ws, &ex);
        const aclnnStatus s2 = s1 ? s1 : op.phase2(nullptr, 0, ex, stream);
        aclrtSynchronizeStream(stream);
        uint64_t h = 0;
        if (s1 == 0 && s2 == 0 && ws == 0) {
            h = 1469598103934665603ull;
            for (size_t k = op.tensorInputs.size(); k < op.TensorCount(); ++k) {
                h = Hash(buffers[k], bytes[k], h);
            }
        }
        for (size_t k = 0; k < op.TensorCount(); ++k) {
            aclDestroyTensor(tensors[k]);
        }
        aclDestroyScalar(scalar);
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
