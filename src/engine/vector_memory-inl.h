// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Whole-vector loads and stores of the kernel loops, per SIMD target.

// Per-target include guard.
#if defined(ACLP_ENGINE_VECTOR_MEMORY_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ACLP_ENGINE_VECTOR_MEMORY_INL_H_
#undef ACLP_ENGINE_VECTOR_MEMORY_INL_H_
#else
#define ACLP_ENGINE_VECTOR_MEMORY_INL_H_
#endif

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

// Lanes(d) elements at p (any alignment), as a kernel loop reads its inputs; `stream` says the loop streams
// (its data comes from DRAM). In cache, a 64-byte vector is read as two 32-byte halves joined in a register:
// on the Zen 4 measured (AVX3), loops reading from the L2 and the LLC ran up to 8% faster so
// (ThresholdBackward FLOAT at 1M elements on one thread: 141-147 -> 135-138 us, PyTorch's 32-byte loop
// 134-137), while whole loads held their own from DRAM. A loop busy with arithmetic between its loads (the
// BFLOAT16 pairs) passes true: the join took it 5-10% longer.
template <class D>
HWY_INLINE hn::Vec<D> LoadVec(D d, const hn::TFromD<D> *p, bool stream)
{
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3
    if constexpr (hn::MaxLanes(D()) * sizeof(hn::TFromD<D>) == 64) {
        if (!stream) {
            const hn::Half<D> dh;
            const auto lower = Loaded(hn::LoadU(dh, p));
            const auto upper = Loaded(hn::LoadU(dh, p + hn::Lanes(dh)));
            return Loaded(hn::Combine(d, upper, lower));
        }
    }
#else
    (void)stream;
#endif
    return Loaded(hn::LoadU(d, p));
}

// Stores a full vector, with a non-temporal store when `stream` (p then vector-aligned).
template <class D>
HWY_INLINE void StoreVec(hn::Vec<D> v, D d, hn::TFromD<D> *p, bool stream)
{
    stream ? hn::Stream(v, d, p) : hn::StoreU(v, d, p);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#endif  // ACLP_ENGINE_VECTOR_MEMORY_INL_H_
