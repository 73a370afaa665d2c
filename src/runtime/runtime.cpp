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
#include "runtime/device_memory.h"
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
    std::atomic<uint64_t> destroyedStreams{0};  // bumped, under the mutex, by every aclrtDestroyStream
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

// Strict device-memory mode: each side of a copy must be where `kind` says (device = inside one
// aclrtMalloc block; host = anything else), else a message naming the side, as an NPU's copy would fail.
bool MemcpyKindMatches(void *dst, const void *src, size_t count, aclrtMemcpyKind kind)
{
    bool srcDevice = false;
    bool dstDevice = false;
    switch (kind) {
        case ACL_MEMCPY_DEFAULT: return true;  // the runtime works out the direction
        case ACL_MEMCPY_HOST_TO_HOST: break;
        case ACL_MEMCPY_HOST_TO_DEVICE:
        case ACL_MEMCPY_HOST_TO_BUF_TO_DEVICE: dstDevice = true; break;
        case ACL_MEMCPY_DEVICE_TO_HOST: srcDevice = true; break;
        default: srcDevice = dstDevice = true; break;  // the device-to-device kinds
    }
    const size_t bytes = count == 0 ? 1 : count;
    for (int side = 0; side < 2; ++side) {
        const void *p = side == 0 ? static_cast<const void *>(dst) : src;
        const bool wantDevice = side == 0 ? dstDevice : srcDevice;
        const MemoryKind got = KindOf(p, bytes);
        if ((got == MemoryKind::kDevice) != wantDevice) {
            SetErrorMessage(
                "aclrtMemcpy: kind %d needs %s as %s, but %p (%zu bytes) is %s (strict device-memory mode: an "
                "NPU would fail this copy)",
                static_cast<int>(kind), wantDevice ? "device memory" : "host memory", side == 0 ? "dst" : "src", p,
                count, got == MemoryKind::kDevice ? "device memory" : KindName(got));
            return false;
        }
    }
    return true;
}

}  // namespace

// The calling thread's last stream found live, and how many streams had been destroyed then: while none
// has been destroyed since, it is live still, and the check (twice per operator call: the run and the
// synchronisation) takes no lock.
struct LiveStreamCache {
    const void *stream;
    uint64_t destroyed;
};
thread_local LiveStreamCache tLiveStream{nullptr, 0};  // (one thread-local: one TLS lookup per check)

bool IsValidStream(aclrtStream stream)
{
    if (stream == nullptr) {
        return true;
    }
    RuntimeState &s = State();
    LiveStreamCache &cache = tLiveStream;
    if (stream == cache.stream && cache.destroyed == s.destroyedStreams.load(std::memory_order_acquire)) {
        return true;
    }
    std::lock_guard<std::mutex> lock(s.mutex);
    if (s.streams.count(stream) == 0) {
        return false;
    }
    cache.stream = stream;
    cache.destroyed = s.destroyedStreams.load(std::memory_order_relaxed);
    return true;
}

}  // namespace aclp

using aclp::InvalidParam;
using aclp::SetErrorMessage;
using aclp::State;

extern "C" {

aclError aclInit(const char *configPath)
try {
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
} catch (...) {
    return aclp::StatusFromException("aclInit", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclFinalize()
try {
    aclp::RuntimeState &s = State();
    std::lock_guard<std::mutex> lock(s.mutex);
    if (!s.initialized) {
        SetErrorMessage("aclFinalize: the runtime is not initialized (aclInit was not called, or aclFinalize ran)");
        return ACL_ERROR_REPEAT_FINALIZE;
    }
    s.initialized = false;
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclFinalize", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtGetVersion(int32_t *majorVersion, int32_t *minorVersion, int32_t *patchVersion)
try {
    if (majorVersion == nullptr || minorVersion == nullptr || patchVersion == nullptr) {
        return InvalidParam("aclrtGetVersion", "an output pointer is null");
    }
    *majorVersion = ACL_MAJOR_VERSION;
    *minorVersion = ACL_MINOR_VERSION;
    *patchVersion = ACL_PATCH_VERSION;
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtGetVersion", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtSetDevice(int32_t deviceId)
try {
    aclError ret = aclp::CheckDeviceId("aclrtSetDevice", deviceId);
    if (ret == ACL_SUCCESS) {
        aclp::tCurrentDevice = deviceId;
    }
    return ret;
} catch (...) {
    return aclp::StatusFromException("aclrtSetDevice", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtResetDevice(int32_t deviceId)
try {
    aclError ret = aclp::CheckDeviceId("aclrtResetDevice", deviceId);
    if (ret == ACL_SUCCESS) {
        aclp::CurrentDevice().Synchronize();
        aclp::tCurrentDevice = -1;
    }
    return ret;
} catch (...) {
    return aclp::StatusFromException("aclrtResetDevice", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtGetDevice(int32_t *deviceId)
try {
    if (deviceId == nullptr) {
        return InvalidParam("aclrtGetDevice", "deviceId is null");
    }
    if (aclp::tCurrentDevice < 0) {
        SetErrorMessage("aclrtGetDevice: no device is set on this thread; call aclrtSetDevice first");
        return ACL_ERROR_RT_CONTEXT_NULL;
    }
    *deviceId = aclp::tCurrentDevice;
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtGetDevice", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtGetDeviceCount(uint32_t *count)
try {
    if (count == nullptr) {
        return InvalidParam("aclrtGetDeviceCount", "count is null");
    }
    *count = 1;
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtGetDeviceCount", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtSynchronizeDevice(void)
try {
    aclp::CurrentDevice().Synchronize();
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtSynchronizeDevice", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtGetRunMode(aclrtRunMode *runMode)
try {
    if (runMode == nullptr) {
        return InvalidParam("aclrtGetRunMode", "runMode is null");
    }
    *runMode = ACL_HOST;
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtGetRunMode", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtCreateContext(aclrtContext *context, int32_t deviceId)
try {
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
} catch (...) {
    return aclp::StatusFromException("aclrtCreateContext", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtDestroyContext(aclrtContext context)
try {
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
} catch (...) {
    return aclp::StatusFromException("aclrtDestroyContext", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtSetCurrentContext(aclrtContext context)
try {
    std::lock_guard<std::mutex> lock(State().mutex);
    if (State().contexts.count(context) == 0) {
        SetErrorMessage("aclrtSetCurrentContext: context %p is not a live context", context);
        return ACL_ERROR_INVALID_PARAM;
    }
    aclp::tCurrentContext = context;
    aclp::tCurrentDevice = static_cast<aclp::Context *>(context)->deviceId;
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtSetCurrentContext", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtGetCurrentContext(aclrtContext *context)
try {
    if (context == nullptr) {
        return InvalidParam("aclrtGetCurrentContext", "context is null");
    }
    if (aclp::tCurrentContext == nullptr) {
        SetErrorMessage("aclrtGetCurrentContext: no context is current on this thread");
        return ACL_ERROR_RT_CONTEXT_NULL;
    }
    *context = aclp::tCurrentContext;
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtGetCurrentContext", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtCreateStream(aclrtStream *stream)
try {
    if (stream == nullptr) {
        return InvalidParam("aclrtCreateStream", "stream is null");
    }
    auto *created = new aclp::Stream{aclp::tCurrentDevice < 0 ? 0 : aclp::tCurrentDevice};
    std::lock_guard<std::mutex> lock(State().mutex);
    State().streams.insert(created);
    *stream = created;
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtCreateStream", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtDestroyStream(aclrtStream stream)
try {
    {
        std::lock_guard<std::mutex> lock(State().mutex);
        if (stream == nullptr || State().streams.erase(stream) == 0) {
            SetErrorMessage("aclrtDestroyStream: stream %p is not a live stream", stream);
            return ACL_ERROR_RT_PARAM_INVALID;
        }
        State().destroyedStreams.fetch_add(1, std::memory_order_release);
    }
    delete static_cast<aclp::Stream *>(stream);
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtDestroyStream", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtSynchronizeStream(aclrtStream stream)
try {
    // Work is run by the call that enqueues it, so every stream is always drained; only check the handle.
    if (!aclp::IsValidStream(stream)) {
        SetErrorMessage("aclrtSynchronizeStream: stream %p is not a live stream", stream);
        return ACL_ERROR_RT_PARAM_INVALID;
    }
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtSynchronizeStream", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtMalloc(void **devPtr, size_t size, aclrtMemMallocPolicy policy)
try {
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
    if (p != nullptr && !aclp::RegisterBlock(p, size, aclp::MemoryKind::kDevice)) {
        aclp::CurrentDevice().Free(p);
        p = nullptr;
    }
    if (p == nullptr) {
        SetErrorMessage("aclrtMalloc: out of memory allocating %zu bytes", size);
        return ACL_ERROR_BAD_ALLOC;
    }
    *devPtr = p;
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtMalloc", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtFree(void *devPtr)
try {
    if (devPtr == nullptr) {
        return InvalidParam("aclrtFree", "devPtr is null");
    }
    if (!aclp::UnregisterBlock(devPtr, aclp::MemoryKind::kDevice)) {
        SetErrorMessage("aclrtFree: devPtr %p is not the start of a block from aclrtMalloc (it is inside %s)", devPtr,
                        aclp::KindName(aclp::KindOf(devPtr)));
        return ACL_ERROR_RT_PARAM_INVALID;
    }
    aclp::CurrentDevice().Free(devPtr);
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtFree", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtMallocHost(void **hostPtr, size_t size)
try {
    if (hostPtr == nullptr) {
        return InvalidParam("aclrtMallocHost", "hostPtr is null");
    }
    if (size == 0) {
        return InvalidParam("aclrtMallocHost", "size is 0");
    }
    void *p = aclp::CurrentDevice().Malloc(size, false);
    if (p != nullptr && !aclp::RegisterBlock(p, size, aclp::MemoryKind::kHost)) {
        aclp::CurrentDevice().Free(p);
        p = nullptr;
    }
    if (p == nullptr) {
        SetErrorMessage("aclrtMallocHost: out of memory allocating %zu bytes", size);
        return ACL_ERROR_BAD_ALLOC;
    }
    *hostPtr = p;
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtMallocHost", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtFreeHost(void *hostPtr)
try {
    if (hostPtr == nullptr) {
        return InvalidParam("aclrtFreeHost", "hostPtr is null");
    }
    if (!aclp::UnregisterBlock(hostPtr, aclp::MemoryKind::kHost)) {
        SetErrorMessage("aclrtFreeHost: hostPtr %p is not the start of a block from aclrtMallocHost (it is inside %s)",
                        hostPtr, aclp::KindName(aclp::KindOf(hostPtr)));
        return ACL_ERROR_RT_PARAM_INVALID;
    }
    aclp::CurrentDevice().Free(hostPtr);
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtFreeHost", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtMemcpy(void *dst, size_t destMax, const void *src, size_t count, aclrtMemcpyKind kind)
try {
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
    if (aclp::StrictDeviceMemory() && !aclp::MemcpyKindMatches(dst, src, count, kind)) {
        return ACL_ERROR_RT_PARAM_INVALID;
    }
    aclp::CurrentDevice().Copy(dst, src, count);
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtMemcpy", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtMemcpyAsync(void *dst, size_t destMax, const void *src, size_t count, aclrtMemcpyKind kind,
                          aclrtStream stream)
try {
    if (!aclp::IsValidStream(stream)) {
        SetErrorMessage("aclrtMemcpyAsync: stream %p is not a live stream", stream);
        return ACL_ERROR_RT_PARAM_INVALID;
    }
    return aclrtMemcpy(dst, destMax, src, count, kind);
} catch (...) {
    return aclp::StatusFromException("aclrtMemcpyAsync", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtMemset(void *devPtr, size_t maxCount, int32_t value, size_t count)
try {
    if (devPtr == nullptr) {
        return InvalidParam("aclrtMemset", "devPtr is null");
    }
    if (count > maxCount) {
        SetErrorMessage("aclrtMemset: count %zu is larger than maxCount %zu", count, maxCount);
        return ACL_ERROR_INVALID_PARAM;
    }
    aclp::CurrentDevice().Fill(devPtr, static_cast<uint8_t>(value), count);
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtMemset", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtMemsetAsync(void *devPtr, size_t maxCount, int32_t value, size_t count, aclrtStream stream)
try {
    if (!aclp::IsValidStream(stream)) {
        SetErrorMessage("aclrtMemsetAsync: stream %p is not a live stream", stream);
        return ACL_ERROR_RT_PARAM_INVALID;
    }
    return aclrtMemset(devPtr, maxCount, value, count);
} catch (...) {
    return aclp::StatusFromException("aclrtMemsetAsync", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtSetSysParamOpt(aclSysParamOpt opt, int64_t value)
try {
    if (opt < ACL_OPT_DETERMINISTIC || opt > ACL_OPT_ENABLE_KERNEL_EARLY_START) {
        SetErrorMessage("aclrtSetSysParamOpt: opt %d is not an aclSysParamOpt", static_cast<int>(opt));
        return ACL_ERROR_INVALID_PARAM;
    }
    std::lock_guard<std::mutex> lock(State().mutex);
    State().sysParams[opt] = value;
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtSetSysParamOpt", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

aclError aclrtGetSysParamOpt(aclSysParamOpt opt, int64_t *value)
try {
    if (value == nullptr || opt < ACL_OPT_DETERMINISTIC || opt > ACL_OPT_ENABLE_KERNEL_EARLY_START) {
        return InvalidParam("aclrtGetSysParamOpt", value == nullptr ? "value is null" : "opt is invalid");
    }
    std::lock_guard<std::mutex> lock(State().mutex);
    *value = State().sysParams[opt];
    return ACL_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclrtGetSysParamOpt", ACL_ERROR_INTERNAL_ERROR, ACL_ERROR_BAD_ALLOC);
}

float aclFloat16ToFloat(aclFloat16 value)
try {
    return aclp::HalfToFloat(value);
} catch (...) {
    aclp::RecordException("aclFloat16ToFloat");
    return {};
}

aclFloat16 aclFloatToFloat16(float value)
try {
    return aclp::FloatToHalf(value);
} catch (...) {
    aclp::RecordException("aclFloatToFloat16");
    return {};
}

size_t aclDataTypeSize(aclDataType dataType)
try {
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
} catch (...) {
    aclp::RecordException("aclDataTypeSize");
    return {};
}

const char *aclrtGetSocName()
try {
    return aclp::CurrentSocName();
} catch (...) {
    aclp::RecordException("aclrtGetSocName");
    return {};
}

}  // extern "C"
