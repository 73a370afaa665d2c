// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardSwish: y = (x * min(max(x + 3, 0), 6)) / 6 everywhere, PyTorch's formula and bits: float32 lanes (16-bit
// dtypes widen exactly), an add, a clamp, a multiply and a divide each rounded to float32 (or a value no rounding to
// the 16-bit dtype can tell from it, see below), no fused operations, then rounded once to the dtype. So -0 below
// -3, (6x) / 6 from 3 on, NaN for NaN and -Inf (x times a clamp of 0 or NaN). Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/hardswish_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "hwy/highway.h"
#include "op_kernel/hardswish_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

// For FLOAT16 and BFLOAT16 inputs the divide by 6 is a multiply by the float32 nearest 1/6. That float32 result
// can be one unit off the quotient, but never by enough to change the value rounded to the 16-bit dtype: the
// tests check all 65536 values of both dtypes on every SIMD target. It keeps -0 (-0 * (1/6) is -0) and NaN.
// FLOAT inputs keep the divide: there the unit shows. The multiply took 0.87-0.90x the divide's time for 1M
// FLOAT16 or BFLOAT16 elements on one thread (AVX2 target). The clamp need not carry a NaN (x86's max and min
// drop one): a NaN x makes the product NaN anyway, and the clamp of -Inf + 3 is 0, whose product with -Inf is NaN.
template <bool kSixteenBit>
struct HardSwishLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        const V clamped = hn::Min(hn::Max(hn::Add(x, hn::Set(d, 3.0f)), hn::Zero(d)), hn::Set(d, 6.0f));
        const V t = hn::Mul(x, clamped);
        return kSixteenBit ? hn::Mul(t, hn::Set(d, 1.0f / 6.0f)) : hn::Div(t, hn::Set(d, 6.0f));
    }
};

}  // namespace

void HardSwishBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<HardSwishParams>(step);
    const bool handled = UnaryFloatLanesBlock(HardSwishLane<false>{}, HardSwishLane<true>{}, p.dtype, operands, begin,
                                              end, step.tiling.nonTemporal != 0);
    RequireHandled(handled, "HardSwish", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(HardSwish)
}  // namespace aclp
#endif  // HWY_ONCE
