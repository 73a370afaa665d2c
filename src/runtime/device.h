// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What the runtime needs from a device. The CPU is the first implementation; another device
// (a GPU) implements the same interface without touching any operator.
#ifndef ACLP_RUNTIME_DEVICE_H_
#define ACLP_RUNTIME_DEVICE_H_

#include <cstddef>
#include <cstdint>

#include "common/export.h"

namespace aclp {

class Device {
public:
    virtual ~Device() = default;
    virtual const char *Name() const = 0;
    // nullptr when out of memory. preferHugePages: one of CANN's ACL_MEM_MALLOC_HUGE_* policies.
    virtual void *Malloc(size_t bytes, bool preferHugePages) = 0;
    virtual void Free(void *ptr) = 0;
    virtual void Copy(void *dst, const void *src, size_t bytes) = 0;
    virtual void Fill(void *dst, uint8_t value, size_t bytes) = 0;
    // Blocks until all work queued on this device's streams is complete.
    virtual void Synchronize() = 0;
};

// The device used by this process (the CPU).
ACLP_EXPORT Device &CurrentDevice();

// Alignment of every device allocation; aclCreateTensor's documentation asks for 32 bytes, we give a cache line.
constexpr size_t kDeviceAlignment = 64;

}  // namespace aclp

#endif  // ACLP_RUNTIME_DEVICE_H_
