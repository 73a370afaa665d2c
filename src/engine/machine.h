// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Facts about the machine that tiling depends on.
#ifndef ACLP_ENGINE_MACHINE_H_
#define ACLP_ENGINE_MACHINE_H_

#include <cstddef>
#include <cstdint>

#include "common/export.h"

namespace aclp {

struct MachineInfo {
    size_t cores;        // threads the engine may use
    size_t l1DataBytes;  // per core
    size_t l2Bytes;      // per core
    size_t llcBytes;     // last-level cache, whole chip
    size_t cacheLineBytes;
    uint64_t maxBlockElems;  // 0: none; tests force tiny blocks to show results do not depend on tiling
};

// Read once (cpuinfo, falling back to sysfs-free defaults). ACLNN_PORTABLE_NUM_THREADS caps `cores`.
ACLP_EXPORT const MachineInfo &Machine();

// Tests and benchmarks: cap the threads the engine uses (0 restores the machine's count).
ACLP_EXPORT void SetThreadLimit(size_t threads);
ACLP_EXPORT size_t ThreadLimit();

// Tests: cap the elements per parallel block (0 removes the cap). TilingMachine() carries it.
ACLP_EXPORT void SetMaxBlockElemsForTest(uint64_t elems);
// Tests: pretend the last-level cache has this many bytes (0 restores it), so that small calls take
// the non-temporal paths. TilingMachine() carries it.
ACLP_EXPORT void SetLlcBytesForTest(size_t bytes);
// Machine() plus the test overrides: what tiling should see.
ACLP_EXPORT MachineInfo TilingMachine();
// Whether kernels may convert float32 to BFLOAT16 with x86's AVX512_BF16 instructions: the CPU has them and no
// test has forbidden them. Read by the kernels at run time (plans do not depend on it).
ACLP_EXPORT bool UseAvx512Bf16();
// Tests: forbid those instructions (false), so that the AVX-512 code without them runs on this CPU too, or allow
// them again where the CPU has them (true).
ACLP_EXPORT void SetAvx512Bf16ForTest(bool allowed);
// Whether the CPU (and its OS) runs AVX512_BF16 instructions at all.
ACLP_EXPORT bool CpuHasAvx512Bf16();
// Changes whenever SetThreadLimit or a test override above is called: a plan made under one value may
// not be reused under another.
ACLP_EXPORT uint64_t TilingSettingsGeneration();

}  // namespace aclp

#endif  // ACLP_ENGINE_MACHINE_H_
