// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SoftShrink: y = x > lambd ? x - lambd : (x < -lambd ? x + lambd : +0), as CANN's kernel computes it:
// FLOAT16 and BFLOAT16 widened exactly to float32, the difference or sum rounded to float32, then to the
// dtype; NaN fails both comparisons and gives +0. Shrink is the same with its own bias in place of the
// second lambd. Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/soft_shrink_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "hwy/highway.h"
#include "kernels/soft_shrink_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct SoftShrinkLane {
    float lambd;
    float bias;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        const V l = hn::Set(d, lambd);
        const V b = hn::Set(d, bias);
        const V inner = hn::IfThenElseZero(hn::Lt(x, hn::Neg(l)), hn::Add(x, b));
        return hn::IfThenElse(hn::Gt(x, l), hn::Sub(x, b), inner);
    }
};

}  // namespace

void SoftShrinkBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<SoftShrinkParams>(step);
    const bool handled = UnaryFloatLanesBlock(SoftShrinkLane{p.lambd, p.bias}, p.dtype, operands, begin, end,
                                              step.tiling.nonTemporal != 0);
    RequireHandled(handled, "SoftShrink", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(SoftShrink)
}  // namespace aclp
#endif  // HWY_ONCE
