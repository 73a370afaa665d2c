// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The CPU as a device: memory is aligned host memory; work runs on the caller's thread (fanning out
// to the engine's thread pool), so it is complete when the call that enqueued it returns.
#include <cstdlib>
#include <cstring>

#include <sys/mman.h>

#include "runtime/device.h"

namespace aclp {
namespace {

class CpuDevice final : public Device {
    static constexpr size_t kHugePage = 2 << 20;
    static constexpr size_t kHugeThreshold = 4 << 20;

public:
    const char *Name() const override { return "CPU"; }

    void *Malloc(size_t bytes, bool preferHugePages) override
    {
        // Like CANN, pad by 32 bytes and round up to the alignment.
        size_t padded = (bytes + 32 + kDeviceAlignment - 1) / kDeviceAlignment * kDeviceAlignment;
        if (!preferHugePages || padded < kHugeThreshold) {
            return std::aligned_alloc(kDeviceAlignment, padded);
        }
        // Large buffers on 2 MiB pages where the kernel allows it: operators stream several arrays at
        // once, and 4 KiB pages turn that into a stream of TLB misses.
        padded = (padded + kHugePage - 1) / kHugePage * kHugePage;
        void *p = std::aligned_alloc(kHugePage, padded);
        if (p != nullptr) {
            madvise(p, padded, MADV_HUGEPAGE);  // advice only: a refusal leaves normal pages
        }
        return p;
    }

    void Free(void *ptr) override { std::free(ptr); }
    void Copy(void *dst, const void *src, size_t bytes) override { std::memmove(dst, src, bytes); }
    void Fill(void *dst, uint8_t value, size_t bytes) override { std::memset(dst, value, bytes); }
    void Synchronize() override {}
};

}  // namespace

Device &CurrentDevice()
{
    static CpuDevice device;
    return device;
}

}  // namespace aclp
