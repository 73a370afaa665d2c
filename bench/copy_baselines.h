// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The machine's own copy ceilings, measured in the same process as the operators: memcpy (normal
// stores, write-allocate) and a non-temporal copy (streaming stores), split over threads the way the
// engine splits operators; and kernels with an operator's own traffic and nothing to compute: a
// streaming a + b (two reads per write) and a copy with a 1-bit mask stream.
#ifndef ACLP_BENCH_COPY_BASELINES_H_
#define ACLP_BENCH_COPY_BASELINES_H_

#include <cstddef>
#include <cstdint>

namespace aclp_bench {

void ParallelMemcpy(uint8_t *dst, const uint8_t *src, size_t bytes, size_t threads);
void ParallelStreamCopy(uint8_t *dst, const uint8_t *src, size_t bytes, size_t threads);
// dst = a + b with streaming stores: the traffic pattern of a two-input operator (3 * bytes moved).
void ParallelStreamAdd(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t bytes, size_t threads);
// A streaming copy with a 1-bit-per-element side stream (bytes / (8 * elemBytes)), written as a forward
// writes its mask (writeMask) or read as its gradient reads it; `bytes` a multiple of 4096.
void ParallelStreamWithMask(uint8_t *dst, const uint8_t *src, uint8_t *mask, size_t bytes, size_t elemBytes,
                            bool writeMask, size_t threads);

}  // namespace aclp_bench

#endif  // ACLP_BENCH_COPY_BASELINES_H_
