// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// A small call's two phases touch no heap once warm: executors come from a pool, checks build no
// strings or vectors on success. This binary replaces the global operator new (which the libraries'
// containers use) to count allocations, and to make them fail: out of memory is a status from the C
// API, never an exception through it.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>
#include <thread>
#include <vector>

#include "aclnn/opdev/op_errno.h"

#include "acl/acl.h"
#include "operator_def.h"

namespace {
std::atomic<long> gAllocations{0};
thread_local bool tOutOfMemory = false;  // this thread's allocations fail
}  // namespace

void *operator new(std::size_t size)
{
    gAllocations.fetch_add(1, std::memory_order_relaxed);
    if (tOutOfMemory) {
        throw std::bad_alloc();
    }
    if (void *p = std::malloc(size == 0 ? 1 : size)) {
        return p;
    }
    throw std::bad_alloc();
}

void *operator new(std::size_t size, const std::nothrow_t &) noexcept
{
    gAllocations.fetch_add(1, std::memory_order_relaxed);
    if (tOutOfMemory) {
        return nullptr;
    }
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

// Every operator of the operator table, FLOAT[64] (its mask UINT1), with a scalar of 0 where it takes one.
TEST(HeapPerCall, WarmSmallCallsAllocateNothing)
{
    int64_t n = 64;
    float x[64], g[64], y[64];
    uint8_t mask[8] = {};
    for (int i = 0; i < 64; ++i) {
        x[i] = static_cast<float>(i % 7) - 3.0f;
        g[i] = 0.5f * static_cast<float>(i);
        y[i] = -1.0f;
    }
    aclTensor *inputs[2] = {aclCreateTensor(&n, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, &n, 1, g),
                            aclCreateTensor(&n, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, &n, 1, x)};
    aclTensor *out = aclCreateTensor(&n, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, &n, 1, y);
    aclTensor *bits = aclCreateTensor(&n, 1, ACL_UINT1, nullptr, 0, ACL_FORMAT_ND, &n, 1, mask);
    int32_t zero = 0;
    aclScalar *scalar = aclCreateScalar(&zero, ACL_INT32);
    const aclScalar *scalars[] = {scalar, scalar, scalar, scalar};  // each scalar role (at most 4)
    aclrtStream stream = nullptr;
    ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
    // Each operator's tensors in signature order: inputs g, x, ..., outputs out; mask roles `bits`.
    struct Call {
        const optable::OperatorDef *op;
        aclTensor *tensors[8];
    };
    std::vector<Call> calls;
    for (const optable::OperatorDef &op : optable::AllOperators()) {
        ASSERT_LE(op.TensorCount(), 8u);
        ASSERT_LE(op.tensorInputs.size(), 2u);
        ASSERT_LE(op.scalarInputs.size(), 4u);
        Call call{&op, {}};
        for (size_t k = 0; k < op.TensorCount(); ++k) {
            call.tensors[k] = op.IsMaskRole(k) ? bits : k < op.tensorInputs.size() ? inputs[k] : out;
        }
        calls.push_back(call);
    }
    auto callAll = [&] {
        for (const Call &c : calls) {
            uint64_t ws = 0;
            aclOpExecutor *e = nullptr;
            EXPECT_EQ(c.op->Phase1InSignatureOrder(c.tensors, scalars, &ws, &e), 0) << c.op->aclnnName;
            EXPECT_EQ(c.op->phase2(nullptr, ws, e, stream), 0) << c.op->aclnnName;
        }
        EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    };
    for (int i = 0; i < 3; ++i) {
        callAll();  // first calls may size pools and thread-local buffers
    }
    EXPECT_NE(y[5], -1.0f) << "the calls wrote out";
    const long before = gAllocations.load();
    for (int i = 0; i < 100; ++i) {
        callAll();
    }
    EXPECT_EQ(gAllocations.load() - before, 0)
        << "operator new calls in " << 100 * calls.size() << " warm two-stage calls";
    aclrtDestroyStream(stream);
    for (aclTensor *t : {inputs[0], inputs[1], out, bits}) {
        aclDestroyTensor(t);
    }
    aclDestroyScalar(scalar);
}

// With every allocation failing, the C entries that allocate return their out-of-memory status and a
// message instead of letting std::bad_alloc through (which would terminate a C caller).
TEST(HeapPerCall, OutOfMemoryIsAStatusNotAnException)
{
    std::thread([] {
        const int64_t dims[4] = {2, 3, 4, 5};
        const int64_t values[3] = {1, 2, 3};
        float data[120] = {};
        void *device = nullptr;
        tOutOfMemory = true;
        aclTensor *tensor = aclCreateTensor(dims, 4, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 4, data);
        char tensorMessage[256];  // no std::string while allocations fail
        std::snprintf(tensorMessage, sizeof(tensorMessage), "%s", aclGetRecentErrMsg());
        aclIntArray *array = aclCreateIntArray(values, 3);
        const aclError malloced = aclrtMalloc(&device, 1 << 20, ACL_MEM_MALLOC_HUGE_FIRST);
        char mallocMessage[256];
        std::snprintf(mallocMessage, sizeof(mallocMessage), "%s", aclGetRecentErrMsg());
        tOutOfMemory = false;
        EXPECT_EQ(tensor, nullptr);
        EXPECT_NE(std::string(tensorMessage).find("aclCreateTensor: out of memory"), std::string::npos)
            << tensorMessage;
        EXPECT_EQ(array, nullptr);
        EXPECT_EQ(malloced, ACL_ERROR_BAD_ALLOC) << "the block registry could not grow";
        EXPECT_NE(std::string(mallocMessage).find("out of memory"), std::string::npos) << mallocMessage;
        EXPECT_EQ(device, nullptr);
    }).join();
    // Each operator's first call on a fresh thread (its thread-local buffers still empty) with allocations
    // failing: refused as out of memory, nothing else.
    for (const optable::OperatorDef &op : optable::AllOperators()) {
        std::thread([&op] {
            int64_t n = 8;
            float data[8][8] = {};
            std::vector<aclTensor *> tensors;
            for (size_t k = 0; k < op.TensorCount(); ++k) {
                tensors.push_back(aclCreateTensor(&n, 1, op.IsMaskRole(k) ? ACL_UINT1 : ACL_FLOAT, nullptr, 0,
                                                  ACL_FORMAT_ND, &n, 1, data[k % 8]));
            }
            float zero = 0.0f;
            aclScalar *scalar = aclCreateScalar(&zero, ACL_FLOAT);
            const std::vector<const aclScalar *> scalars(op.scalarInputs.size(), scalar);
            uint64_t ws = 0;
            aclOpExecutor *ex = nullptr;
            tOutOfMemory = true;
            const aclnnStatus status = op.Phase1InSignatureOrder(tensors.data(), scalars.data(), &ws, &ex);
            char message[256];
            std::snprintf(message, sizeof(message), "%s", aclGetRecentErrMsg());
            tOutOfMemory = false;
            EXPECT_EQ(status, ACLNN_ERR_INNER) << op.aclnnName;
            EXPECT_NE(std::string(message).find("out of memory"), std::string::npos) << op.aclnnName << ": " << message;
            for (aclTensor *t : tensors)
                aclDestroyTensor(t);
            aclDestroyScalar(scalar);
        }).join();
    }
}

}  // namespace
