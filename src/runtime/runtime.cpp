// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// libascendcl: process set-up, the (single) CPU device, contexts, streams and memory.
#include <atomic>
#include <mutex>
#include <unordered_set>

#include "acl/acl.h"
#include "common/half.h"
#include "runtime/device.h"
#include "runtime/error_message.h"
#include "runtime/soc_profile.h"
#include "runtime/stream.h"

namespace aclp {
namespace {

struct Stream {
    int32_t deviceId;
};
struct Context {
    int32_t deviceId;
};

struct RuntimeState {
    std::mutex mutex;
    bool initialized = false;
    std::unordered_set<const void *> streams;
    std::unordered_set<const void *> contexts;
    int64_t sysParams[4] = {0, 0, 0, 0};
};

RuntimeState &State()
{
    static RuntimeState *state = new RuntimeState;  // never destroyed: usable from static destructors
    return *state;
}

thread_local int32_t tCurrentDevice = -1;
thread_local aclrtContext tCurrentContext = nullptr;

aclError InvalidParam(const char *api, const char *what)
{
    SetErrorMessage("%s: %s", api, what);
    return ACL_ERROR_INVALID_PARAM;
}

aclError CheckDeviceId(const char *api, int32_t deviceId)
{
    if (deviceId != 0) {
        SetErrorMessage("%s: deviceId %d is invalid; this runtime has one device, id 0 (the CPU)", api, deviceId);
        return ACL_ERROR_RT_INVALID_DEVICEID;
    }
    return ACL_SUCCESS;
}

bool ValidKind(int kind)
{
    return kind >= ACL_MEMCPY_HOST_TO_HOST && kind <= ACL_MEMCPY_INTER_DEVICE_TO_DEVICE;
}

}  // namespace

bool IsValidStream(aclrtStream stream)
{
    if (stream == nullptr) {
        return true;
    }
    RuntimeState &s = State();
    std::lock_guard<std::mutex> lock(s.mutex);
    return s.streams.count(stream) != 0;
}

}  // namespace aclp

using aclp::InvalidParam;
using aclp::SetErrorMessage;
using aclp::State;

extern "C" {

aclError aclInit(const char *configPath)
{
    aclp::RuntimeState &s = State();
    std::lock_guard<std::mutex> lock(s.mutex);
    if (s.initialized) {
        SetErrorMessage("aclInit: the runtime is already initialized; call aclInit once per process");
        return ACL_ERROR_REPEAT_INITIALIZE;
    }
    aclError ret = aclp::ApplyConfigFile(configPath);
    if (ret != ACL_SUCCESS) {
        return ret;
    }
    s.initialized = true;
    return ACL_SUCCESS;
}

aclError aclFinalize()
{
    aclp::RuntimeState &s = State();
    std::lock_guard<std::mutex> lock(s.mutex);
    if (!s.initialized) {
        SetErrorMessage("aclFinalize: the runtime is not initialized (aclInit was not called, or aclFinalize ran)");
        return ACL_ERROR_REPEAT_FINALIZE;
    }
    s.initialized = false;
    return ACL_SUCCESS;
}

aclError aclrtGetVersion(int32_t *majorVersion, int32_t *minorVersion, int32_t *patchVersion)
{
    if (majorVersion == nullptr || minorVersion == nullptr || patchVersion == nullptr) {
        return InvalidParam("aclrtGetVersion", "an output pointer is null");
    }
    *majorVersion = ACL_MAJOR_VERSION;
    *minorVersion = ACL_MINOR_VERSION;
    *patchVersion = ACL_PATCH_VERSION;
    return ACL_SUCCESS;
}

aclError aclrtSetDevice(int32_t deviceId)
{
    aclError ret = aclp::CheckDeviceId("aclrtSetDevice", deviceId);
    if (ret == ACL_SUCCESS) {
        aclp::tCurrentDevice = deviceId;
    }
    return ret;
}

aclError aclrtResetDevice(int32_t deviceId)
{
    aclError ret = aclp::CheckDeviceId("aclrtResetDevice", deviceId);
    if (ret == ACL_SUCCESS) {
        aclp::CurrentDevice().Synchronize();
        aclp::tCurrentDevice = -1;
    }
    return ret;
}

aclError aclrtGetDevice(int32_t *deviceId)
{
    if (deviceId == nullptr) {
        return InvalidParam("aclrtGetDevice", "deviceId is null");
    }
    if (aclp::tCurrentDevice < 0) {
        SetErrorMessage("aclrtGetDevice: no device is set on this thread; call aclrtSetDevice first");
        return ACL_ERROR_RT_CONTEXT_NULL;
    }
    *deviceId = aclp::tCurrentDevice;
    return ACL_SUCCESS;
}

aclError aclrtGetDeviceCount(uint32_t *count)
{
    if (count == nullptr) {
        return InvalidParam("aclrtGetDeviceCount", "count is null");
    }
    *count = 1;
    return ACL_SUCCESS;
}

aclError aclrtSynchronizeDevice(void)
{
    aclp::CurrentDevice().Synchronize();
    return ACL_SUCCESS;
}

aclError aclrtGetRunMode(aclrtRunMode *runMode)
{
    if (runMode == nullptr) {
        return InvalidParam("aclrtGetRunMode", "runMode is null");
    }
    *runMode = ACL_HOST;
    return ACL_SUCCESS;
}

aclError aclrtCreateContext(aclrtContext *context, int32_t deviceId)
{
    if (context == nullptr) {
        return InvalidParam("aclrtCreateContext", "context is null");
    }
    aclError ret = aclp::CheckDeviceId("aclrtCreateContext", deviceId);
    if (ret != ACL_SUCCESS) {
        return ret;
    }
    auto *created = new aclp::Context{deviceId};
    {
        std::lock_guard<std::mutex> lock(State().mutex);
        State().contexts.insert(created);
    }
    *context = created;
    aclp::tCurrentContext = created;
    aclp::tCurrentDevice = deviceId;
    return ACL_SUCCESS;
}

aclError aclrtDestroyContext(aclrtContext context)
{
    {
        std::lock_guard<std::mutex> lock(State().mutex);
        if (State().contexts.erase(context) == 0) {
            SetErrorMessage("aclrtDestroyContext: context %p is not a live context", context);
            return ACL_ERROR_INVALID_PARAM;
        }
    }
    if (aclp::tCurrentContext == context) {
        aclp::tCurrentContext = nullptr;
    }
    delete static_cast<aclp::Context *>(context);
    return ACL_SUCCESS;
}

aclError aclrtSetCurrentContext(aclrtContext context)
{
    std::lock_guard<std::mutex> lock(State().mutex);
    if (State().contexts.count(context) == 0) {
        SetErrorMessage("aclrtSetCurrentContext: context %p is not a live context", context);
        return ACL_ERROR_INVALID_PARAM;
    }
    aclp::tCurrentContext = context;
    aclp::tCurrentDevice = static_cast<aclp::Context *>(context)->deviceId;
    return ACL_SUCCESS;
}

aclError aclrtGetCurrentContext(aclrtContext *context)
{
    if (context == nullptr) {
        return InvalidParam("aclrtGetCurrentContext", "context is null");
    }
    if (aclp::tCurrentContext == nullptr) {
        SetErrorMessage("aclrtGetCurrentContext: no context is current on this thread");
        return ACL_ERROR_RT_CONTEXT_NULL;
    }
    *context = aclp::tCurrentContext;
    return ACL_SUCCESS;
}

aclError aclrtCreateStream(aclrtStream *stream)
{
    if (stream == nullptr) {
        return InvalidParam("aclrtCreateStream", "stream is null");
    }
    auto *created = new aclp::Stream{aclp::tCurrentDevice < 0 ? 0 : aclp::tCurrentDevice};
    std::lock_guard<std::mutex> lock(State().mutex);
    State().streams.insert(created);
    *stream = created;
    return ACL_SUCCESS;
}

aclError aclrtDestroyStream(aclrtStream stream)
{
    {
        std::lock_guard<std::mutex> lock(State().mutex);
        if (stream == nullptr || State().streams.erase(stream) == 0) {
            SetErrorMessage("aclrtDestroyStream: stream %p is not a live stream", stream);
            return ACL_ERROR_RT_PARAM_INVALID;
        }
    }
    delete static_cast<aclp::Stream *>(stream);
    return ACL_SUCCESS;
}

aclError aclrtSynchronizeStream(aclrtStream stream)
{
    // Work is run by the call that enqueues it, so every stream is always drained; only check the handle.
    if (!aclp::IsValidStream(stream)) {
        SetErrorMessage("aclrtSynchronizeStream: stream %p is not a live stream", stream);
        return ACL_ERROR_RT_PARAM_INVALID;
    }
    return ACL_SUCCESS;
}

aclError aclrtMalloc(void **devPtr, size_t size, aclrtMemMallocPolicy policy)
{
    // P2P placement and bandwidth classes mean nothing for host memory; huge pages do.
    const int placement = policy & 0xFF;
    const bool huge = placement == ACL_MEM_MALLOC_HUGE_FIRST || placement == ACL_MEM_MALLOC_HUGE_ONLY ||
                      placement == ACL_MEM_MALLOC_HUGE_FIRST_P2P || placement == ACL_MEM_MALLOC_HUGE_ONLY_P2P ||
                      placement == ACL_MEM_MALLOC_HUGE1G_ONLY || placement == ACL_MEM_MALLOC_HUGE1G_ONLY_P2P;
    if (devPtr == nullptr) {
        return InvalidParam("aclrtMalloc", "devPtr is null");
    }
    if (size == 0) {
        return InvalidParam("aclrtMalloc", "size is 0");
    }
    void *p = aclp::CurrentDevice().Malloc(size, huge);
    if (p == nullptr) {
        SetErrorMessage("aclrtMalloc: out of memory allocating %zu bytes", size);
        return ACL_ERROR_BAD_ALLOC;
    }
    *devPtr = p;
    return ACL_SUCCESS;
}

aclError aclrtFree(void *devPtr)
{
    if (devPtr == nullptr) {
        return InvalidParam("aclrtFree", "devPtr is null");
    }
    aclp::CurrentDevice().Free(devPtr);
    return ACL_SUCCESS;
}

aclError aclrtMallocHost(void **hostPtr, size_t size)
{
    if (hostPtr == nullptr) {
        return InvalidParam("aclrtMallocHost", "hostPtr is null");
    }
    if (size == 0) {
        return InvalidParam("aclrtMallocHost", "size is 0");
    }
    void *p = aclp::CurrentDevice().Malloc(size, false);
    if (p == nullptr) {
        SetErrorMessage("aclrtMallocHost: out of memory allocating %zu bytes", size);
        return ACL_ERROR_BAD_ALLOC;
    }
    *hostPtr = p;
    return ACL_SUCCESS;
}

aclError aclrtFreeHost(void *hostPtr)
{
    if (hostPtr == nullptr) {
        return InvalidParam("aclrtFreeHost", "hostPtr is null");
    }
    aclp::CurrentDevice().Free(hostPtr);
    return ACL_SUCCESS;
}

aclError aclrtMemcpy(void *dst, size_t destMax, const void *src, size_t count, aclrtMemcpyKind kind)
{
    if (dst == nullptr || src == nullptr) {
        return InvalidParam("aclrtMemcpy", dst == nullptr ? "dst is null" : "src is null");
    }
    if (count > destMax) {
        SetErrorMessage("aclrtMemcpy: count %zu is larger than destMax %zu", count, destMax);
        return ACL_ERROR_INVALID_PARAM;
    }
    if (!aclp::ValidKind(kind)) {
        SetErrorMessage("aclrtMemcpy: kind %d is not an aclrtMemcpyKind", static_cast<int>(kind));
        return ACL_ERROR_INVALID_PARAM;
    }
    aclp::CurrentDevice().Copy(dst, src, count);
    return ACL_SUCCESS;
}

aclError aclrtMemcpyAsync(void *dst, size_t destMax, const void *src, size_t count, aclrtMemcpyKind kind,
                          aclrtStream stream)
{
    if (!aclp::IsValidStream(stream)) {
        SetErrorMessage("aclrtMemcpyAsync: stream %p is not a live stream", stream);
        return ACL_ERROR_RT_PARAM_INVALID;
    }
    return aclrtMemcpy(dst, destMax, src, count, kind);
}

aclError aclrtMemset(void *devPtr, size_t maxCount, int32_t value, size_t count)
{
    if (devPtr == nullptr) {
        return InvalidParam("aclrtMemset", "devPtr is null");
    }
    if (count > maxCount) {
        SetErrorMessage("aclrtMemset: count %zu is larger than maxCount %zu", count, maxCount);
        return ACL_ERROR_INVALID_PARAM;
    }
    aclp::CurrentDevice().Fill(devPtr, static_cast<uint8_t>(value), count);
    return ACL_SUCCESS;
}

aclError aclrtMemsetAsync(void *devPtr, size_t maxCount, int32_t value, size_t count, aclrtStream stream)
{
    if (!aclp::IsValidStream(stream)) {
        SetErrorMessage("aclrtMemsetAsync: stream %p is not a live stream", stream);
        return ACL_ERROR_RT_PARAM_INVALID;
    }
    return aclrtMemset(devPtr, maxCount, value, count);
}

aclError aclrtSetSysParamOpt(aclSysParamOpt opt, int64_t value)
{
    if (opt < ACL_OPT_DETERMINISTIC || opt > ACL_OPT_ENABLE_KERNEL_EARLY_START) {
        SetErrorMessage("aclrtSetSysParamOpt: opt %d is not an aclSysParamOpt", static_cast<int>(opt));
        return ACL_ERROR_INVALID_PARAM;
    }
    std::lock_guard<std::mutex> lock(State().mutex);
    State().sysParams[opt] = value;
    return ACL_SUCCESS;
}

aclError aclrtGetSysParamOpt(aclSysParamOpt opt, int64_t *value)
{
    if (value == nullptr || opt < ACL_OPT_DETERMINISTIC || opt > ACL_OPT_ENABLE_KERNEL_EARLY_START) {
        return InvalidParam("aclrtGetSysParamOpt", value == nullptr ? "value is null" : "opt is invalid");
    }
    std::lock_guard<std::mutex> lock(State().mutex);
    *value = State().sysParams[opt];
    return ACL_SUCCESS;
}

float aclFloat16ToFloat(aclFloat16 value)
{
    return aclp::HalfToFloat(value);
}

aclFloat16 aclFloatToFloat16(float value)
{
    return aclp::FloatToHalf(value);
}

size_t aclDataTypeSize(aclDataType dataType)
{
    switch (dataType) {
        case ACL_INT8:
        case ACL_UINT8:
        case ACL_BOOL:
        case ACL_HIFLOAT8:
        case ACL_FLOAT8_E5M2:
        case ACL_FLOAT8_E4M3FN:
        case ACL_FLOAT8_E8M0: return 1;
        case ACL_FLOAT16:
        case ACL_BF16:
        case ACL_INT16:
        case ACL_UINT16: return 2;
        case ACL_FLOAT:
        case ACL_INT32:
        case ACL_UINT32:
        case ACL_COMPLEX32: return 4;
        case ACL_INT64:
        case ACL_UINT64:
        case ACL_DOUBLE:
        case ACL_COMPLEX64: return 8;
        case ACL_COMPLEX128: return 16;
        default: return 0;
    }
}

const char *aclrtGetSocName()
{
    return aclp::CurrentSocName();
}

}  // extern "C"
