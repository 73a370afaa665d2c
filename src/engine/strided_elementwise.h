// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Elementwise kernels run straight on strided, permuted and broadcast (stride-0) views, with no copy
// into workspace. A kernel is only ever given dense pieces: the iteration walks the output's memory
// order, merges dimensions that are contiguous in every operand, and hands each piece of a row to the
// kernel where every operand is dense along it; an operand that is not (a broadcast one, one with
// a step, one permuted against the output) is gathered into a small buffer first, and an output
// scattered after. A permuted operand is walked in tiles (rows x a piece of each) whose cache lines
// stay in L1 while every element of them is used, so it costs no more DRAM traffic than a dense one.
#ifndef ACLP_ENGINE_STRIDED_ELEMENTWISE_H_
#define ACLP_ENGINE_STRIDED_ELEMENTWISE_H_

#include <cstddef>
#include <cstdint>

#include "common/export.h"
#include "engine/machine.h"
#include "engine/strided_copy.h"

namespace aclp {

constexpr size_t kMaxViewOperands = 4;
// Elements of one gathered piece of a row: 4 operands' buffers of 8-byte elements stay inside L1.
constexpr int64_t kGatherPieceElems = 512;
// Bytes of one operand's tile buffer: a permuted input is gathered a tile at a time, each of its cache
// lines read once, from end to end (rows of a tile = elements per line; pieces of kTileBytes / 64).
constexpr int64_t kTileBytes = 16 * 1024;

// One operand of the iteration: its view over the output's shape (stride 0 where broadcast), in elements.
struct ViewOperand {
    const StridedView *view;
    uint32_t elemBytes;
    bool output;
};

// The iteration, worked out once in phase 1 (a POD kept in the plan). Dimensions innermost first.
struct ViewGeometry {
    uint32_t rank;
    uint32_t operandNum;
    int64_t shape[kMaxViewDims];
    int64_t strides[kMaxViewOperands][kMaxViewDims];  // bytes
    uint32_t elemBytes[kMaxViewOperands];
    uint32_t outputMask;  // bit k: operand k is written
    int64_t tileRows;     // rows of dimension 1 walked together (a permuted operand's lines reused)
    int64_t pieceElems;   // elements of dimension 0 per piece
    uint32_t blocks;      // blocks of work for the thread pool
};

// The geometry of `operands` (each view's shape is the output's), walked by `threads` threads at most;
// footprintBytes is the traffic of the whole call: a thread per MinBytesPerThread of it, as dense calls
// are tiled. A machine with maxBlockElems set (tests) splits every call that finely.
ACLP_EXPORT ViewGeometry PlanViewGeometry(const ViewOperand *operands, size_t operandNum, double footprintBytes,
                                          const MachineInfo &machine, size_t threads);

// Whether operand k is handed to the kernel in place (dense along dimension 0) rather than gathered.
inline bool DenseAlongRows(const ViewGeometry &g, size_t k)
{
    return g.strides[k][0] == static_cast<int64_t>(g.elemBytes[k]);
}

// fn(context, pointers, n): the kernel over n dense elements at pointers[k] for each operand.
using DensePieceFn = void (*)(const void *context, uint8_t *const *pointers, size_t n);

// A kernel that is a gating select: operands {passed, tested, out}, out = keep(tested) ? passed : +0 (every bit
// of the element zero). Where every row of the iteration reads one `tested` row (broadcast across rows, dense
// along them), that row is tested once into a row of bits, which stays in L1 where the row itself (up to
// kMaxGateRowElems of 8-byte elements) would not, and each row of the output is then a copy of `passed`
// through those bits (SelectByBits). A 4096x4096 FLOAT select whose tested input is broadcast from [1, 4096] took
// 0.98-1.02 of a streaming copy's time this way, against 1.16-1.38 testing the row in place (Zen 4, 2 threads).
struct RowGate {
    // bits of keep(tested[i]) for n elements, element i at bit i % 8 of byte i / 8.
    void (*bits)(const void *context, const uint8_t *tested, uint8_t *bits, size_t n);
    bool nonTemporal;  // the output rows may be streamed
};
constexpr int64_t kMaxGateRowElems = 32768;

// Runs the iteration: `base` holds each operand's address of element 0. With `gate` (the kernel is a gating
// select), rows that share a tested row go through its bits instead of `fn`.
ACLP_EXPORT void RunOnViews(const ViewGeometry &g, uint8_t *const *base, size_t threads, DensePieceFn fn,
                            const void *context, const RowGate *gate = nullptr);

}  // namespace aclp

#endif  // ACLP_ENGINE_STRIDED_ELEMENTWISE_H_
