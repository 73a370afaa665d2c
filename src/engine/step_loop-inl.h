// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The one loop skeleton of every elementwise kernel loop (elementwise-inl.h, mask_bits-inl.h), compiled once
// per SIMD target: n elements in steps of `step` (one vector, or a 64-element group with its mask word, or a
// cache line of mask), full steps loaded and stored unmasked (masked loads cut DRAM throughput), two steps per
// iteration so that two are in flight, the ragged rest through small stack buffers, and non-temporal stores
// when the tiling asks for them: a `head` first brings the output to the boundary streaming stores need, and
// then the inputs are also read ahead by software prefetch (ReadAhead, on the targets where that pays). The
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

#include "hwy/cache_control.h"
#include "hwy/highway.h"

// Put after the parameters of every `full` step lambda given to StepLoop, so that it is inlined whatever its
// size. GCC kept a large step (the BFLOAT16 pair step with both of its roundings) as a call per vector:
// HardswishBackward BFLOAT16 then ran 1.14x slower.
#ifndef ACLP_INLINE_STEP
#define ACLP_INLINE_STEP __attribute__((always_inline))
#endif

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

// The inputs of a loop that streams from DRAM, touched by software prefetch a fixed distance ahead of the
// elements being read. The hardware prefetcher alone ran too little ahead on the Zen 3 machine measured. At
// 16M elements on 2 threads, as a ratio to a streaming kernel with the same traffic measured in the same run
// (4 alternations, medians), a one-input FLOAT lane went from 0.92 to 1.04 and its BFLOAT16 0.76 -> 0.88, a
// two-input BFLOAT16 gradient 0.89 -> 0.97, a FLOAT gradient read through a 1-bit mask 0.95 -> 1.04; only the
// plainest gating select (FLOAT) lost (0.99 -> 0.955). Prefetches never fault, so touching past an input's end
// is harmless; the addresses are formed as integers, since a pointer may not point past its array's end.
//
// On 64-byte-vector x86 targets the touches are left out (kReadAheadPays): on the Zen 4 measured (AVX3) its
// hardware prefetcher keeps up alone, and the prefetches only competed with the loads. At 64M elements on 2
// threads, as a ratio to a streaming copy in the same run (medians of the runs where DRAM ran at its faster of
// two speeds), a gating select went from 0.89 to 0.97 in FLOAT and 0.90 -> 0.99 in BFLOAT16, a two-input
// BFLOAT16 gradient 0.89 -> 1.02.
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
constexpr bool kReadAheadPays = false;
#else
constexpr bool kReadAheadPays = true;
#endif

class ReadAhead {
public:
    static constexpr size_t kAheadBytes = 2048;  // 1024, 4096 and 8192: no clear difference, within the VM's noise
    static constexpr size_t kLineBytes = 64;

    template <typename T>
    explicit ReadAhead(const T *input)
        : bases_{reinterpret_cast<uintptr_t>(input), 0}, elemBytes_{sizeof(T), 0}, inputs_(1)
    {
    }
    // Two inputs; one when they are the same tensor (a one-input operator passes x twice).
    template <typename T0, typename T1>
    ReadAhead(const T0 *input0, const T1 *input1)
        : bases_{reinterpret_cast<uintptr_t>(input0), reinterpret_cast<uintptr_t>(input1)},
          elemBytes_{sizeof(T0), sizeof(T1)},
          inputs_(bases_[0] == bases_[1] && sizeof(T0) == sizeof(T1) ? 1 : 2)
    {
    }

    // Touches the bytes that lie kAheadBytes past the end of elements [begin, end), as many as those elements
    // take, in each input (a long span of elements is touched whole before the loop reaches it).
    HWY_INLINE void Touch(size_t begin, size_t end) const
    {
        if constexpr (!kReadAheadPays) {
            return;
        }
        for (size_t k = 0; k < inputs_; ++k) {
            const size_t from = begin * elemBytes_[k], to = end * elemBytes_[k];
            const uintptr_t ahead = bases_[k] + kAheadBytes + (to - from);
            for (size_t at = from; at < to; at += kLineBytes) {
                hwy::Prefetch(reinterpret_cast<const uint8_t *>(ahead + at));
            }
        }
    }

private:
    uintptr_t bases_[2];
    size_t elemBytes_[2];
    size_t inputs_;
};

// A loop whose inputs are left to the hardware prefetcher.
struct NoReadAhead {
    HWY_INLINE void Touch(size_t, size_t) const {}
};

// ReadAhead over the inputs, or NoReadAhead when kLeaveToHardware.
template <bool kLeaveToHardware, typename T0, typename T1>
HWY_INLINE auto LoopReadAhead(const T0 *input0, const T1 *input1)
{
    if constexpr (kLeaveToHardware) {
        return NoReadAhead{};
    } else {
        return ReadAhead(input0, input1);
    }
}

// Over elements [0, n): `partial(0, head, stream)` for a head of fewer elements (0 when not streaming), then
// `full(i, stream)` for each whole step [i, i + step), then `partial(i, rest, false)` for the rest. `partial`
// gets fewer than `step` elements, except a head that a caller makes longer. While streaming, `ahead` touches
// the inputs of each iteration's steps in advance.
template <class Full, class Partial, class Ahead = NoReadAhead>
HWY_INLINE void StepLoop(size_t n, size_t step, size_t head, bool stream, const Full &full, const Partial &partial,
                         const Ahead &ahead = Ahead{})
{
    size_t i = 0;
    if (head != 0) {
        partial(size_t{0}, head, stream);
        i = head;
    }
    // Two steps in flight per iteration; the streaming loop apart, so that each is compiled without the
    // other's branches.
    if (stream) {
        for (; i + 2 * step <= n; i += 2 * step) {
            ahead.Touch(i, i + 2 * step);
            full(i, true);
            full(i + step, true);
        }
    } else {
        for (; i + 2 * step <= n; i += 2 * step) {
            full(i, false);
            full(i + step, false);
        }
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
