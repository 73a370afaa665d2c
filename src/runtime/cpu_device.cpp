// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The CPU as a device: memory is aligned host memory; work runs on the caller's thread (fanning out
// to the engine's thread pool), so it is complete when the call that enqueued it returns.
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <unordered_map>

#include <sys/mman.h>

#include "runtime/device.h"

namespace aclp {
namespace {

constexpr uintptr_t RoundUp(uintptr_t value, uintptr_t multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

class CpuDevice final : public Device {
    static constexpr size_t kHugePage = 2 << 20;
    static constexpr size_t kHugeThreshold = 4 << 20;
    static constexpr size_t kColours = 4;  // a large block's colour: the index of its first 2 MiB page, modulo 4

public:
    const char *Name() const override { return "CPU"; }

    void *Malloc(size_t bytes, bool preferHugePages) override
    {
        // Like CANN, pad by 32 bytes and round up to the alignment.
        const size_t padded = RoundUp(bytes + 32, kDeviceAlignment);
        if (!preferHugePages || padded < kHugeThreshold) {
            return std::aligned_alloc(kDeviceAlignment, padded);
        }
        return MapLarge(RoundUp(padded, kHugePage));
    }

    void Free(void *ptr) override
    {
        size_t mapped = 0;
        {
            std::lock_guard<std::mutex> lock(mutex_);
            const auto it = large_.find(ptr);
            if (it != large_.end()) {
                mapped = it->second;
                large_.erase(it);
            }
        }
        if (mapped != 0) {
            munmap(ptr, mapped);
        } else {
            std::free(ptr);
        }
    }

    void Copy(void *dst, const void *src, size_t bytes) override { std::memmove(dst, src, bytes); }
    void Fill(void *dst, uint8_t value, size_t bytes) override { std::memset(dst, value, bytes); }
    void Synchronize() override {}

private:
    // A large block (a multiple of 2 MiB) mapped on its own, on 2 MiB pages where the kernel allows it:
    // operators stream several arrays at once, and 4 KiB pages turn that into a stream of TLB misses.
    // Successive blocks start in pages of successive colours. In the LLC of the Zen 4 measured, the colours
    // of an operator's arrays changed its speed. glibc placed equal 4 MiB arrays 8 MiB apart, all of one
    // colour; with successive colours the two-input operators at 1M FLOAT elements on 2 threads ran 3-5%
    // faster (ThresholdBackward 68.6 -> 65.8 us, as fast as a memcpy of the same bytes; PyTorch on the same
    // buffers gained as much), and on one thread 2-6% slower (139 -> 144 us, PyTorch 137 -> 143 us). A
    // hand-written select showed the same on both sides. We take the side of calls on several threads.
    void *MapLarge(size_t size)
    {
        const size_t span = size + kColours * kHugePage;  // room to start on any 2 MiB page of any colour
        void *mapping = mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapping == MAP_FAILED) {
            return nullptr;
        }
        const auto first = reinterpret_cast<uintptr_t>(mapping);
        uintptr_t start = RoundUp(first, kHugePage);
        const size_t colour = next_.fetch_add(1, std::memory_order_relaxed) % kColours;
        start += (colour + kColours - (start / kHugePage) % kColours) % kColours * kHugePage;
        if (start != first) {
            munmap(mapping, start - first);
        }
        if (first + span != start + size) {
            munmap(reinterpret_cast<void *>(start + size), first + span - (start + size));
        }
        void *block = reinterpret_cast<void *>(start);
        madvise(block, size, MADV_HUGEPAGE);  // advice only: a refusal leaves normal pages
        std::lock_guard<std::mutex> lock(mutex_);
        try {
            large_.emplace(block, size);
        } catch (...) {
            munmap(block, size);
            return nullptr;
        }
        return block;
    }

    std::atomic<size_t> next_{0};
    std::mutex mutex_;
    std::unordered_map<void *, size_t> large_;  // the large blocks mapped, by start: their sizes
};

}  // namespace

Device &CurrentDevice()
{
    static CpuDevice *device = new CpuDevice;  // never destroyed: frees may come from static destructors
    return *device;
}

}  // namespace aclp
