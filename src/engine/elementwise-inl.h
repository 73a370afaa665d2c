// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The elementwise loop every operator kernel shares, compiled once per SIMD target (Highway's
// foreach_target re-includes this file). An operator supplies a lane functor
//     template <class D> Vec<D> operator()(D d, Vec<D> in0, Vec<D> in1) const
// and the loop owns the rest: full vectors loaded and stored unmasked (masked loads cut DRAM
// throughput), the ragged tail through a small stack buffer, and non-temporal stores when the tiling
// asks for them.

// Per-target include guard.
#if defined(ACLP_ENGINE_ELEMENTWISE_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ACLP_ENGINE_ELEMENTWISE_INL_H_
#undef ACLP_ENGINE_ELEMENTWISE_INL_H_
#else
#define ACLP_ENGINE_ELEMENTWISE_INL_H_
#endif

#include <cstdint>
#include <cstring>

#include "hwy/cache_control.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Returns v unchanged, but hides from the compiler that it came from a load. Otherwise GCC folds a
// load followed by a lane select (IfThenElseZero) into one masked load, which cuts DRAM throughput
// in half on the machines measured here; full loads plus a register select stream at full speed.
template <class V>
HWY_INLINE V Loaded(V v)
{
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_SSSE3 && (HWY_COMPILER_GCC || HWY_COMPILER_CLANG)
    asm("" : "+v"(v.raw));
#endif
    return v;
}

// Applies `op` to fewer than one vector of elements, through zero-padded stack buffers.
template <typename T, class Op>
HWY_INLINE void BinaryPartial(const Op &op, const T *in0, const T *in1, T *out, size_t count)
{
    const hn::ScalableTag<T> d;
    constexpr size_t kMax = HWY_MAX_BYTES / sizeof(T);
    HWY_ALIGN T a[kMax] = {};
    HWY_ALIGN T b[kMax] = {};
    HWY_ALIGN T o[kMax];
    std::memcpy(a, in0, count * sizeof(T));
    std::memcpy(b, in1, count * sizeof(T));
    hn::Store(op(d, hn::Load(d, a), hn::Load(d, b)), d, o);
    std::memcpy(out, o, count * sizeof(T));
}

// out[i] = op(in0[i], in1[i]) for i in [0, n). `out` may be `in0` or `in1` (in place).
template <typename T, class Op>
HWY_INLINE void BinaryLoop(const Op &op, const T *in0, const T *in1, T *out, size_t n, bool nonTemporal)
{
    const hn::ScalableTag<T> d;
    const size_t N = hn::Lanes(d);
    size_t i = 0;
    const uintptr_t address = reinterpret_cast<uintptr_t>(out);
    if (nonTemporal && address % sizeof(T) == 0) {
        // Streaming stores need vector-aligned addresses: do the head normally first.
        size_t misaligned = (address / sizeof(T)) % N;
        size_t head = misaligned == 0 ? 0 : HWY_MIN(n, N - misaligned);
        if (head != 0) {
            BinaryPartial(op, in0, in1, out, head);
            i = head;
        }
        for (; i + N <= n; i += N) {
            hn::Stream(op(d, Loaded(hn::LoadU(d, in0 + i)), Loaded(hn::LoadU(d, in1 + i))), d, out + i);
        }
        hwy::FlushStream();
    } else {
        for (; i + 2 * N <= n; i += 2 * N) {
            const auto r0 = op(d, Loaded(hn::LoadU(d, in0 + i)), Loaded(hn::LoadU(d, in1 + i)));
            const auto r1 = op(d, Loaded(hn::LoadU(d, in0 + i + N)), Loaded(hn::LoadU(d, in1 + i + N)));
            hn::StoreU(r0, d, out + i);
            hn::StoreU(r1, d, out + i + N);
        }
        for (; i + N <= n; i += N) {
            hn::StoreU(op(d, Loaded(hn::LoadU(d, in0 + i)), Loaded(hn::LoadU(d, in1 + i))), d, out + i);
        }
    }
    if (i < n) {
        BinaryPartial(op, in0 + i, in1 + i, out + i, n - i);
    }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#endif  // ACLP_ENGINE_ELEMENTWISE_INL_H_
