// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The one loop skeleton of every elementwise kernel loop (elementwise-inl.h, mask_bits-inl.h), compiled once
// per SIMD target: n elements in steps of `step` (one vector, or a 64-element group with its mask word, or a
// cache line of mask), full steps loaded and stored unmasked (masked loads cut DRAM throughput), two steps per
// iteration so that two are in flight, the ragged rest through small stack buffers, and non-temporal stores
// when the tiling asks for them: a `head` first brings the output to the boundary streaming stores need. The
// streamed stores are not fenced here: whoever runs the loop fences once per block of work (the executor's
// RunKernelBlock, the views runner's RunBlock) before the block counts as done, not once per call, which on
// views is once per row.

// Per-target include guard.
#if defined(ACLP_ENGINE_STEP_LOOP_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ACLP_ENGINE_STEP_LOOP_INL_H_
#undef ACLP_ENGINE_STEP_LOOP_INL_H_
#else
#define ACLP_ENGINE_STEP_LOOP_INL_H_
#endif

#include <cstddef>
#include <cstdint>

#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {

// Streaming stores need vector-aligned addresses: how many of n elements to handle normally first.
template <typename TOut>
HWY_INLINE size_t StreamHead(const TOut *out, size_t vectorElems, size_t n)
{
    const uintptr_t address = reinterpret_cast<uintptr_t>(out);
    const size_t misaligned = (address / sizeof(TOut)) % vectorElems;
    return misaligned == 0 ? 0 : HWY_MIN(n, vectorElems - misaligned);
}

// Whether streaming stores may write `out` at all: asked for, and out aligned to its element size.
template <typename TOut>
HWY_INLINE bool CanStream(const TOut *out, bool nonTemporal)
{
    return nonTemporal && reinterpret_cast<uintptr_t>(out) % sizeof(TOut) == 0;
}

// Over elements [0, n): `partial(0, head, stream)` for a head of fewer elements (0 when not streaming), then
// `full(i, stream)` for each whole step [i, i + step), then `partial(i, rest, false)` for the rest. `partial`
// gets fewer than `step` elements, except a head that a caller makes longer.
template <class Full, class Partial>
HWY_INLINE void StepLoop(size_t n, size_t step, size_t head, bool stream, const Full &full, const Partial &partial)
{
    size_t i = 0;
    if (head != 0) {
        partial(size_t{0}, head, stream);
        i = head;
    }
    for (; i + 2 * step <= n; i += 2 * step) {  // two steps in flight per iteration
        full(i, stream);
        full(i + step, stream);
    }
    for (; i + step <= n; i += step) {
        full(i, stream);
    }
    if (i < n) {
        partial(i, n - i, false);
    }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#endif  // ACLP_ENGINE_STEP_LOOP_INL_H_
