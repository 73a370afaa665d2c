// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What the CPU device knows about its memory: every block aclrtMalloc (device) and aclrtMallocHost
// (host) handed out, so that aclrtFree refuses what it did not allocate, and, in strict device-memory
// mode, operators and aclrtMemcpy refuse host memory where an NPU needs device memory (and the reverse),
// as they would fail on a real NPU.
#ifndef ACLP_RUNTIME_DEVICE_MEMORY_H_
#define ACLP_RUNTIME_DEVICE_MEMORY_H_

#include <cstddef>

#include "common/export.h"

namespace aclp {

enum class MemoryKind { kUnknown, kDevice, kHost };

// Records a block; false when the registry cannot grow (the caller frees the block and fails).
bool RegisterBlock(void *begin, size_t bytes, MemoryKind kind);
// Forgets the block that starts at `begin` if it is of `kind`; false when there is none.
bool UnregisterBlock(void *begin, MemoryKind kind);
// Where [address, address + bytes) lies: inside one device block, inside one host block, or elsewhere
// (kUnknown).
ACLP_EXPORT MemoryKind KindOf(const void *address, size_t bytes = 1);
ACLP_EXPORT const char *KindName(MemoryKind kind);

// Strict device-memory mode: ACLNN_PORTABLE_STRICT_DEVICE=1 in the environment when aclInit runs, or
// "strict_device_memory": true in aclInit's JSON file. Off by default.
ACLP_EXPORT bool StrictDeviceMemory();
void SetStrictDeviceMemory(bool on);

}  // namespace aclp

#endif  // ACLP_RUNTIME_DEVICE_MEMORY_H_
