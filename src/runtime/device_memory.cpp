// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "runtime/device_memory.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>

namespace aclp {
namespace {

struct Block {
    size_t bytes;
    MemoryKind kind;
};

struct Registry {
    std::mutex mutex;
    std::map<uintptr_t, Block> blocks;  // by start address
};

Registry &Blocks()
{
    static Registry *registry = new Registry;  // never destroyed: frees may come from static destructors
    return *registry;
}

std::atomic<bool> gStrict{false};

}  // namespace

bool RegisterBlock(void *begin, size_t bytes, MemoryKind kind)
{
    Registry &r = Blocks();
    std::lock_guard<std::mutex> lock(r.mutex);
    try {
        r.blocks[reinterpret_cast<uintptr_t>(begin)] = Block{bytes, kind};
    } catch (...) {
        return false;
    }
    return true;
}

bool UnregisterBlock(void *begin, MemoryKind kind)
{
    Registry &r = Blocks();
    std::lock_guard<std::mutex> lock(r.mutex);
    auto it = r.blocks.find(reinterpret_cast<uintptr_t>(begin));
    if (it == r.blocks.end() || it->second.kind != kind) {
        return false;
    }
    r.blocks.erase(it);
    return true;
}

const char *KindName(MemoryKind kind)
{
    switch (kind) {
        case MemoryKind::kDevice: return "device memory (aclrtMalloc)";
        case MemoryKind::kHost: return "host memory (aclrtMallocHost)";
        default: return "memory the runtime did not allocate";
    }
}

MemoryKind KindOf(const void *address, size_t bytes)
{
    const auto a = reinterpret_cast<uintptr_t>(address);
    Registry &r = Blocks();
    std::lock_guard<std::mutex> lock(r.mutex);
    auto it = r.blocks.upper_bound(a);
    if (it == r.blocks.begin()) {
        return MemoryKind::kUnknown;
    }
    --it;
    const size_t offset = a - it->first;
    return offset < it->second.bytes && bytes <= it->second.bytes - offset ? it->second.kind : MemoryKind::kUnknown;
}

bool StrictDeviceMemory()
{
    return gStrict.load(std::memory_order_relaxed);
}

void SetStrictDeviceMemory(bool on)
{
    gStrict.store(on, std::memory_order_relaxed);
}

}  // namespace aclp
