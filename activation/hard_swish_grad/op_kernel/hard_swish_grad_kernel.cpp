// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardSwishGrad: out = +0 where self < -3, grad where self > 3, grad * (self / 3 + 0.5) elsewhere (-3 <= self <= 3,
// and NaN, which gives NaN), as CANN's doc defines it: float32 lanes (16-bit dtypes widen exactly), a divide, an add
// and a multiply each rounded to float32 as PyTorch computes them (the divide's place may be taken by an FMA pair
// with the same results, see Slope), then rounded once to the dtype. V2 (aclnnHardswishBackwardV2, as its doc writes
// it): out = grad * d with d = 0 where self <= -3, self / 3 + 0.5 where -3 < self < 3, 1 elsewhere (self >= 3 and NaN,
// as CANN's kernel selects); so grad * 0 below the band, where V1 gives +0. Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/hard_swish_grad_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/constant_quotient-inl.h"
#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "engine/product-inl.h"
#include "hwy/highway.h"
#include "op_kernel/hard_swish_grad_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

// self / 3 + 0.5, rounded after each step. The quotient comes without a divide where the target has FMA; it can
// be one unit off for tiny self there, which the add absorbs: the sum equals PyTorch's for every float self in
// [-3, 3] (checked exhaustively by the HardswishBackwardBand.EveryFloat32Self test), and outside that
// band neither variant uses it (NaN gives NaN either way).
template <class D, class V>
HWY_INLINE V Slope(D d, V self)
{
    return hn::Add(QuotientByFma<3>(d, self), hn::Set(d, 0.5f));
}

struct HardSwishGradLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V self) const
    {
        const V three = hn::Set(d, 3.0f);
        const V slope = Slope(d, self);
        const V inside = hn::IfThenElse(hn::Gt(self, three), grad, Product(d, grad, slope));
        return hn::IfThenZeroElse(hn::Lt(self, hn::Neg(three)), inside);
    }
};

struct HardSwishGradV2Lane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V self) const
    {
        const V three = hn::Set(d, 3.0f);
        const V slope = Slope(d, self);
        const V inside = hn::IfThenElse(hn::Lt(self, three), slope, hn::Set(d, 1.0f));
        return Product(d, grad, hn::IfThenZeroElse(hn::Le(self, hn::Neg(three)), inside));
    }
};

}  // namespace

void HardSwishGradBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<HardSwishGradParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const bool handled = VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        using T = FloatLane<decltype(tag)>;
        const T *grad = reinterpret_cast<const T *>(operands[0]) + begin;
        const T *self = reinterpret_cast<const T *>(operands[1]) + begin;
        T *out = reinterpret_cast<T *>(operands[2]) + begin;
        if (p.v2) {
            BinaryLoopF32<T>(HardSwishGradV2Lane{}, grad, self, out, end - begin, nonTemporal);
        } else {
            BinaryLoopF32<T>(HardSwishGradLane{}, grad, self, out, end - begin, nonTemporal);
        }
    });
    RequireHandled(handled, "HardSwishGrad", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(HardSwishGrad)
}  // namespace aclp
#endif  // HWY_ONCE
