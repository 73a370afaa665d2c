// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Tiling of a flat elementwise operation: a pure function of the problem and the machine, so it is
// tested without running kernels (as ops-nn's tiling UT).
#ifndef ACLP_ENGINE_ELEMENTWISE_TILING_H_
#define ACLP_ENGINE_ELEMENTWISE_TILING_H_

#include <cstddef>
#include <cstdint>

#include "common/export.h"
#include "engine/machine.h"

namespace aclp {

struct ElementwiseProblem {
    uint64_t totalElems;
    double bytesPerElem;     // all inputs read once plus the output written once (a 1-bit mask counts 1/8)
    double outBytesPerElem;  // the output alone
    uint64_t alignElems;     // block boundaries fall on multiples of this (8 where a bit mask is written)
};

struct ElementwiseTiling {  // POD, recorded in the plan
    uint64_t totalElems;
    uint64_t blockElems;  // every block but the last has exactly this many elements
    uint32_t blockNum;
    uint32_t nonTemporal;  // 1: stream the output past the caches
};

// Traffic a thread needs before waking it pays (~0.5 us to wake one); tiling raises it to an eighth of
// the machine's L2.
constexpr double kMinBytesPerThread = 128.0 * 1024.0;

// A thread per eighth of an L2 (at least kMinBytesPerThread) of traffic: below that a call runs from one
// core's caches in a microsecond or two, which a wake-up and the shared cache lines at the seam do not
// repay. Above it a second thread pays: a 768 KiB FLOAT binary call (64K elements) takes ~0.6x the time
// of one thread on a 2-core VM with a 1 MiB L2 (half an L2 per thread left it on one). The copy
// baselines of the benchmark split their work by the same rule.
ACLP_EXPORT double MinBytesPerThread(const MachineInfo &machine);

ACLP_EXPORT ElementwiseTiling TileElementwise(const ElementwiseProblem &problem, const MachineInfo &machine,
                                              size_t threads);

}  // namespace aclp

#endif  // ACLP_ENGINE_ELEMENTWISE_TILING_H_
