// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// t / k for a small constant k, correctly rounded to float32, without a divide where the SIMD target has
// fused multiply-add. A vector divide costs ~5-10 cycles (it made the 16-bit dtypes of HardSigmoid and
// HardSwishGrad compute-bound); t * head + t * tail, with 1/k split into a float32 head and tail and the sum
// rounded once by the FMA, costs a multiply and an FMA. It equals the quotient only over ranges checked
// exhaustively (each caller's test says which): for tiny t the tail product underflows and the result can be
// one unit off, and a -0 quotient can come out +0 (the tail of 1/3 and 1/6 is negative). Where a caller
// would need extra steps to stay exact (HardSwish's (x * (x + 3)) / 6 for tiny x), the divide measured faster.

// Per-target include guard.
#if defined(ACLP_ENGINE_CONSTANT_QUOTIENT_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ACLP_ENGINE_CONSTANT_QUOTIENT_INL_H_
#undef ACLP_ENGINE_CONSTANT_QUOTIENT_INL_H_
#else
#define ACLP_ENGINE_CONSTANT_QUOTIENT_INL_H_
#endif

#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// t / kDivisor as described above (a plain divide on targets without FMA: always the quotient there).
template <int kDivisor, class D>
HWY_INLINE hn::Vec<D> QuotientByFma(D d, hn::Vec<D> t)
{
#if HWY_NATIVE_FMA
    constexpr float head = 1.0f / static_cast<float>(kDivisor);
    constexpr float tail = static_cast<float>(1.0 / kDivisor - static_cast<double>(head));
    return hn::MulAdd(t, hn::Set(d, head), hn::Mul(t, hn::Set(d, tail)));
#else
    return hn::Div(t, hn::Set(d, static_cast<float>(kDivisor)));
#endif
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#endif  // ACLP_ENGINE_CONSTANT_QUOTIENT_INL_H_
