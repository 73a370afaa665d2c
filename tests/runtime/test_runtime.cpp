// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The runtime (libascendcl): init, devices, contexts, streams, memory and error messages.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "acl/acl.h"
#include "common/test_util.h"

namespace {

std::string Message()
{
    const char *m = aclGetRecentErrMsg();
    return m == nullptr ? "" : m;
}

TEST(Runtime, InitIsOncePerProcess)
{
    // The test main already called aclInit(nullptr).
    EXPECT_EQ(aclInit(nullptr), ACL_ERROR_REPEAT_INITIALIZE);
    EXPECT_NE(Message().find("aclInit"), std::string::npos);
    int32_t major = 0, minor = 0, patch = 0;
    EXPECT_EQ(aclrtGetVersion(&major, &minor, &patch), ACL_SUCCESS);
    EXPECT_EQ(aclrtGetVersion(nullptr, &minor, &patch), ACL_ERROR_INVALID_PARAM);
}

TEST(Runtime, DevicesAndContexts)
{
    uint32_t count = 0;
    ASSERT_EQ(aclrtGetDeviceCount(&count), ACL_SUCCESS);
    EXPECT_EQ(count, 1u);
    EXPECT_EQ(aclrtSetDevice(1), ACL_ERROR_RT_INVALID_DEVICEID);
    EXPECT_NE(Message().find("deviceId"), std::string::npos);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
    int32_t device = -1;
    ASSERT_EQ(aclrtGetDevice(&device), ACL_SUCCESS);
    EXPECT_EQ(device, 0);
    aclrtContext context = nullptr;
    ASSERT_EQ(aclrtCreateContext(&context, 0), ACL_SUCCESS);
    aclrtContext current = nullptr;
    ASSERT_EQ(aclrtGetCurrentContext(&current), ACL_SUCCESS);
    EXPECT_EQ(current, context);
    EXPECT_EQ(aclrtDestroyContext(context), ACL_SUCCESS);
    EXPECT_EQ(aclrtDestroyContext(context), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtResetDevice(0), ACL_SUCCESS);
    EXPECT_EQ(aclrtGetDevice(&device), ACL_ERROR_RT_CONTEXT_NULL);
    aclrtRunMode mode;
    ASSERT_EQ(aclrtGetRunMode(&mode), ACL_SUCCESS);
    EXPECT_EQ(mode, ACL_HOST);
    EXPECT_STREQ(aclrtGetSocName(), "CPU");
}

TEST(Runtime, Streams)
{
    aclrtStream stream = nullptr;
    ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
    ASSERT_NE(stream, nullptr);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);  // the default stream
    EXPECT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_EQ(aclrtDestroyStream(stream), ACL_ERROR_RT_PARAM_INVALID);
    EXPECT_EQ(aclrtCreateStream(nullptr), ACL_ERROR_INVALID_PARAM);
}

// A thread remembers the last stream it found live; a stream destroyed by another thread must still be
// refused by it, and a new stream at the same address accepted.
TEST(Runtime, StreamDestroyedByAnotherThreadIsRefused)
{
    aclrtStream stream = nullptr;
    ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    aclError destroyed = ACL_ERROR_INTERNAL_ERROR;
    std::thread([&] { destroyed = aclrtDestroyStream(stream); }).join();
    EXPECT_EQ(destroyed, ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_ERROR_RT_PARAM_INVALID);
    aclrtStream again = nullptr;
    ASSERT_EQ(aclrtCreateStream(&again), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(again), ACL_SUCCESS);
    EXPECT_EQ(aclrtDestroyStream(again), ACL_SUCCESS);
}

TEST(Runtime, MallocIsAlignedAndChecked)
{
    void *p = nullptr;
    for (size_t size : {1, 3, 64, 1000, 1 << 20}) {
        ASSERT_EQ(aclrtMalloc(&p, size, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 32, 0u);
        EXPECT_EQ(aclrtMemset(p, size, 0x11, size), ACL_SUCCESS);
        EXPECT_EQ(aclrtFree(p), ACL_SUCCESS);
    }
    EXPECT_EQ(aclrtMalloc(nullptr, 16, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(Message().find("devPtr"), std::string::npos);
    EXPECT_EQ(aclrtMalloc(&p, 0, ACL_MEM_MALLOC_HUGE_FIRST), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtFree(nullptr), ACL_ERROR_INVALID_PARAM);
    ASSERT_EQ(aclrtMallocHost(&p, 100), ACL_SUCCESS);
    EXPECT_EQ(aclrtFreeHost(p), ACL_SUCCESS);
    EXPECT_EQ(aclrtMallocHost(nullptr, 100), ACL_ERROR_INVALID_PARAM);
}

// Large blocks (on 2 MiB pages) allocated one after another start in 2 MiB pages of different colours (page
// index modulo 4), so that an operator's inputs and output do not all share one (3-5% slower on 2 threads).
TEST(Runtime, LargeBlocksAreColouredAlignedAndWhole)
{
    constexpr size_t kBytes = (4u << 20) + 100;
    constexpr uintptr_t kPage = 2u << 20;
    void *blocks[4] = {};
    for (void *&p : blocks) {
        ASSERT_EQ(aclrtMalloc(&p, kBytes, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
        EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % kPage, 0u);
        EXPECT_EQ(aclrtMemset(p, kBytes, 0x5A, kBytes), ACL_SUCCESS);
    }
    for (int i = 0; i < 4; ++i) {
        for (int j = i + 1; j < 4; ++j) {
            EXPECT_NE(reinterpret_cast<uintptr_t>(blocks[i]) / kPage % 4,
                      reinterpret_cast<uintptr_t>(blocks[j]) / kPage % 4)
                << "blocks " << i << " and " << j << " start in 2 MiB pages of one colour";
        }
    }
    EXPECT_EQ(static_cast<const uint8_t *>(blocks[3])[kBytes - 1], 0x5A);
    for (void *p : blocks) {
        EXPECT_EQ(aclrtFree(p), ACL_SUCCESS);
    }
    // A freed large block's address is unmapped and may be mapped again: a new block works as the first did.
    void *again = nullptr;
    ASSERT_EQ(aclrtMalloc(&again, kBytes, ACL_MEM_MALLOC_HUGE_ONLY), ACL_SUCCESS);
    EXPECT_EQ(aclrtMemset(again, kBytes, 0x11, kBytes), ACL_SUCCESS);
    EXPECT_EQ(aclrtFree(again), ACL_SUCCESS);
}

TEST(Runtime, MemcpyChecksItsArguments)
{
    std::vector<uint8_t> host(64, 7), back(64, 0);
    void *dev = nullptr;
    ASSERT_EQ(aclrtMalloc(&dev, 64, ACL_MEM_MALLOC_NORMAL_ONLY), ACL_SUCCESS);
    EXPECT_EQ(aclrtMemcpy(dev, 64, host.data(), 64, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    EXPECT_EQ(aclrtMemcpy(back.data(), 64, dev, 64, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    EXPECT_EQ(back, host);
    EXPECT_EQ(aclrtMemcpy(dev, 32, host.data(), 64, ACL_MEMCPY_HOST_TO_DEVICE), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(Message().find("destMax"), std::string::npos);
    EXPECT_EQ(aclrtMemcpy(nullptr, 64, host.data(), 64, ACL_MEMCPY_HOST_TO_DEVICE), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(Message().find("dst"), std::string::npos);
    EXPECT_EQ(aclrtMemcpy(dev, 64, nullptr, 64, ACL_MEMCPY_HOST_TO_DEVICE), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtMemcpy(dev, 64, host.data(), 64, static_cast<aclrtMemcpyKind>(42)), ACL_ERROR_INVALID_PARAM);
    EXPECT_NE(Message().find("kind"), std::string::npos);
    EXPECT_EQ(aclrtMemset(dev, 16, 0, 64), ACL_ERROR_INVALID_PARAM);
    EXPECT_EQ(aclrtMemset(nullptr, 16, 0, 16), ACL_ERROR_INVALID_PARAM);
    aclrtStream stream = nullptr;
    ASSERT_EQ(aclrtCreateStream(&stream), ACL_SUCCESS);
    EXPECT_EQ(aclrtMemcpyAsync(back.data(), 64, dev, 64, ACL_MEMCPY_DEVICE_TO_HOST, stream), ACL_SUCCESS);
    EXPECT_EQ(aclrtMemsetAsync(dev, 64, 0, 64, stream), ACL_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(stream), ACL_SUCCESS);
    EXPECT_EQ(aclrtDestroyStream(stream), ACL_SUCCESS);
    EXPECT_EQ(aclrtFree(dev), ACL_SUCCESS);
}

TEST(Runtime, ErrorMessagesArePerThreadAndClearedOnRead)
{
    EXPECT_EQ(aclrtFree(nullptr), ACL_ERROR_INVALID_PARAM);
    std::string seenByOtherThread = "unset";
    std::thread([&] {
        const char *m = aclGetRecentErrMsg();
        seenByOtherThread = m == nullptr ? "" : m;
    }).join();
    EXPECT_EQ(seenByOtherThread, "");
    EXPECT_NE(Message().find("aclrtFree"), std::string::npos);
    EXPECT_EQ(aclGetRecentErrMsg(), nullptr);
}

TEST(Runtime, HalfConversions)
{
    EXPECT_EQ(aclFloatToFloat16(1.0f), 0x3C00);
    EXPECT_EQ(aclFloatToFloat16(65504.0f), 0x7BFF);
    EXPECT_EQ(aclFloatToFloat16(65520.0f), 0x7C00);  // ties to even, overflows to inf
    EXPECT_EQ(aclFloatToFloat16(-0.0f), 0x8000);
    EXPECT_EQ(aclFloatToFloat16(5.960464477539063e-08f), 0x0001);
    EXPECT_EQ(aclFloatToFloat16(2.98e-08f), 0x0000);  // below half of the smallest denormal
    EXPECT_EQ(aclFloat16ToFloat(0x3555), 0.333251953125f);
    // Round trip of every non-NaN half through float.
    for (uint32_t h = 0; h < 65536; ++h) {
        if ((h & 0x7C00) == 0x7C00 && (h & 0x3FF) != 0)
            continue;
        ASSERT_EQ(aclFloatToFloat16(aclFloat16ToFloat(static_cast<aclFloat16>(h))), h);
    }
    EXPECT_EQ(aclDataTypeSize(ACL_BF16), 2u);
    EXPECT_EQ(aclDataTypeSize(ACL_INT64), 8u);
    EXPECT_EQ(aclDataTypeSize(ACL_UINT1), 0u);
}

TEST(Runtime, SysParams)
{
    int64_t value = -1;
    EXPECT_EQ(aclrtSetSysParamOpt(ACL_OPT_DETERMINISTIC, 1), ACL_SUCCESS);
    EXPECT_EQ(aclrtGetSysParamOpt(ACL_OPT_DETERMINISTIC, &value), ACL_SUCCESS);
    EXPECT_EQ(value, 1);
    EXPECT_EQ(aclrtSetSysParamOpt(static_cast<aclSysParamOpt>(9), 1), ACL_ERROR_INVALID_PARAM);
}

}  // namespace
