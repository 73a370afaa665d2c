// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "engine/machine.h"

#include <cpuinfo.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <thread>

namespace aclp {
namespace {

MachineInfo Probe()
{
    MachineInfo info{};
    info.cores = std::max(1u, std::thread::hardware_concurrency());
    info.l1DataBytes = 32 << 10;
    info.l2Bytes = 1 << 20;
    info.llcBytes = 8 << 20;
    info.cacheLineBytes = 64;
    if (cpuinfo_initialize()) {
        info.cores = std::max<size_t>(1, cpuinfo_get_processors_count());
        if (const cpuinfo_cache *l1 = cpuinfo_get_l1d_cache(0)) {
            info.l1DataBytes = l1->size;
            info.cacheLineBytes = l1->line_size != 0 ? l1->line_size : 64;
        }
        if (const cpuinfo_cache *l2 = cpuinfo_get_l2_cache(0)) {
            info.l2Bytes = l2->size;
        }
        if (cpuinfo_get_l3_caches_count() > 0) {
            info.llcBytes = cpuinfo_get_l3_cache(0)->size;
        } else {
            info.llcBytes = info.l2Bytes * info.cores;
        }
    }
    if (const char *env = std::getenv("ACLNN_PORTABLE_NUM_THREADS")) {
        long requested = std::strtol(env, nullptr, 10);
        if (requested > 0) {
            info.cores = std::min<size_t>(info.cores, static_cast<size_t>(requested));
        }
    }
    return info;
}

std::atomic<size_t> gThreadLimit{0};
std::atomic<uint64_t> gMaxBlockElems{0};
std::atomic<size_t> gLlcBytes{0};
std::atomic<uint64_t> gSettingsGeneration{0};
std::atomic<bool> gAvx512Bf16Allowed{true};

void SettingsChanged()
{
    gSettingsGeneration.fetch_add(1, std::memory_order_relaxed);
}

}  // namespace

const MachineInfo &Machine()
{
    static const MachineInfo info = Probe();
    return info;
}

void SetThreadLimit(size_t threads)
{
    gThreadLimit.store(threads, std::memory_order_relaxed);
    SettingsChanged();
}

size_t ThreadLimit()
{
    size_t limit = gThreadLimit.load(std::memory_order_relaxed);
    size_t cores = Machine().cores;
    return limit == 0 ? cores : std::min(limit, cores);
}

void SetMaxBlockElemsForTest(uint64_t elems)
{
    gMaxBlockElems.store(elems, std::memory_order_relaxed);
    SettingsChanged();
}

void SetLlcBytesForTest(size_t bytes)
{
    gLlcBytes.store(bytes, std::memory_order_relaxed);
    SettingsChanged();
}

bool CpuHasAvx512Bf16()
{
    static const bool has = cpuinfo_initialize() && cpuinfo_has_x86_avx512bf16();
    return has;
}

bool UseAvx512Bf16()
{
    return gAvx512Bf16Allowed.load(std::memory_order_relaxed) && CpuHasAvx512Bf16();
}

void SetAvx512Bf16ForTest(bool allowed)
{
    gAvx512Bf16Allowed.store(allowed, std::memory_order_relaxed);
}

uint64_t TilingSettingsGeneration()
{
    return gSettingsGeneration.load(std::memory_order_relaxed);
}

MachineInfo TilingMachine()
{
    MachineInfo info = Machine();
    info.maxBlockElems = gMaxBlockElems.load(std::memory_order_relaxed);
    if (const size_t llc = gLlcBytes.load(std::memory_order_relaxed)) {
        info.llcBytes = llc;
    }
    return info;
}

}  // namespace aclp
