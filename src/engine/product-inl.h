// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// a * b, rounded once as a multiply rounds it, computed as fma(a, b, -0) where the SIMD target has fused
// multiply-add. The bits are a plain multiply's for every input: the exact product plus -0 rounds to the
// product (no second rounding), a +0 product stays +0 ((+0) + (-0) is +0) and a -0 one -0, NaN and Inf
// pass as they do through a multiply. The point is speed on subnormal numbers: AMD's multiplier takes a
// microcode assist when an operand or the result is subnormal, its FMA units do not. On the Zen 4 VM of the
// committed benchmark run, a loop of ((1 - y) * g) * y over 64K doubles (3% of g subnormal) ran 1.2-1.4x
// slower with vmulpd (AVX-512) and 1.0x with vfmadd231pd; the float32 loop 1.3-1.5x with vmulps. FLOAT16
// and BFLOAT16 subnormals widen to float32 subnormals, so the same holds for them.

// Per-target include guard.
#if defined(ACLP_ENGINE_PRODUCT_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ACLP_ENGINE_PRODUCT_INL_H_
#undef ACLP_ENGINE_PRODUCT_INL_H_
#else
#define ACLP_ENGINE_PRODUCT_INL_H_
#endif

#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// a * b as described above (a plain multiply on targets without FMA, where MulAdd would be a multiply and
// an add).
template <class D>
HWY_INLINE hn::Vec<D> Product(D d, hn::Vec<D> a, hn::Vec<D> b)
{
#if HWY_NATIVE_FMA
    return hn::MulAdd(a, b, hn::Set(d, static_cast<hn::TFromD<D>>(-0.0)));
#else
    (void)d;
    return hn::Mul(a, b);
#endif
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#endif  // ACLP_ENGINE_PRODUCT_INL_H_
