// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Facts about the machine that tiling depends on.
#ifndef ACLP_ENGINE_MACHINE_H_
#define ACLP_ENGINE_MACHINE_H_

#include <cstddef>

#include "common/export.h"

namespace aclp {

struct MachineInfo {
    size_t cores;        // threads the engine may use
    size_t l1DataBytes;  // per core
    size_t l2Bytes;      // per core
    size_t llcBytes;     // last-level cache, whole chip
    size_t cacheLineBytes;
};

// Read once (cpuinfo, falling back to sysfs-free defaults). ACLNN_PORTABLE_NUM_THREADS caps `cores`.
ACLP_EXPORT const MachineInfo &Machine();

// Tests and benchmarks: cap the threads the engine uses (0 restores the machine's count).
ACLP_EXPORT void SetThreadLimit(size_t threads);
ACLP_EXPORT size_t ThreadLimit();

}  // namespace aclp

#endif  // ACLP_ENGINE_MACHINE_H_
