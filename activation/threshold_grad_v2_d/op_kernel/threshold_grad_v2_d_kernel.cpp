// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ThresholdGradV2D: out = (self <= threshold) ? +0 : grad, a select (never a multiply by a 0/1 mask,
// which would leak NaN and -0). Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/threshold_grad_v2_d_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "engine/mask_bits-inl.h"
#include "hwy/highway.h"
#include "op_host/threshold_grad_v2_d_tiling.h"
#include "op_kernel/threshold_grad_v2_d_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

// FLOAT: zero where self <= threshold; a NaN self compares false and passes the gradient.
struct ThresholdFloatLane {
    float threshold;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V self) const
    {
        return hn::IfThenZeroElse(hn::Ge(hn::Set(d, threshold), self), grad);
    }
};

// Integers, and FLOAT16/BF16 through Key16 (computed here on the bits): keep where key < lo or key > hi,
// as two selects rather than one select on Or(key < lo, key > hi): GCC 12 miscompiles Or of two
// comparison masks of 8-bit lanes for Highway's SVE_256 target (lanes 16-31 come out wrong; code built
// with -msve-vector-bits=256 is right). tests/engine/test_simd_targets.cpp keeps the minimal trigger.
template <typename T, bool kFloat16Key>
struct ThresholdRangeLane {
    T lo;
    T hi;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V self) const
    {
        if constexpr (kFloat16Key) {
            const hn::RebindToSigned<D> di;
            const auto key = Key16Lanes(di, hn::BitCast(di, self));
            const auto above = hn::RebindMask(d, hn::Gt(key, hn::Set(di, static_cast<int16_t>(hi))));
            const auto below = hn::RebindMask(d, hn::Gt(hn::Set(di, static_cast<int16_t>(lo)), key));
            return hn::IfThenElse(below, grad, hn::IfThenElseZero(above, grad));
        } else {
            const auto above = hn::Gt(self, hn::Set(d, hi));
            const auto below = hn::Gt(hn::Set(d, lo), self);
            return hn::IfThenElse(below, grad, hn::IfThenElseZero(above, grad));
        }
    }
};

// Calls use(lane, T{}) with the lane functor of p's dtype, on its storage type T.
template <class Use>
HWY_INLINE void WithThresholdLane(const ThresholdGradParams &p, const Use &use)
{
    const bool handled =
        VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag, Int8Tag, Uint8Tag, Int32Tag, Int64Tag>(p.dtype, [&](auto tag) {
            using Tag = decltype(tag);
            using T = typename Tag::Storage;
            if constexpr (Tag::kDtype == ACL_FLOAT) {
                use(ThresholdFloatLane{p.threshold}, T{});
            } else if constexpr (Tag::kDtype == ACL_FLOAT16 || Tag::kDtype == ACL_BF16) {
                use(ThresholdRangeLane<T, true>{static_cast<T>(p.lo), static_cast<T>(p.hi)}, T{});
            } else {  // the integer dtypes
                use(ThresholdRangeLane<T, false>{static_cast<T>(p.lo), static_cast<T>(p.hi)}, T{});
            }
        });
    RequireHandled(handled, "ThresholdGradV2D", p.dtype);
}

}  // namespace

void ThresholdGradV2DBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<ThresholdGradParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    WithThresholdLane(p, [&](const auto &lane, auto zero) {
        BinaryLoopOnOperands<decltype(zero)>(lane, operands, begin, end, nonTemporal);
    });
}

// The test alone: bit i = self[i] > threshold (the gradient passes).
void ThresholdGradV2DGateBitsBlock(const KernelStep &step, const uint8_t *self, uint8_t *bits, size_t n)
{
    const auto p = ParamsOf<ThresholdGradParams>(step);
    WithThresholdLane(p, [&](const auto &lane, auto zero) {
        using T = decltype(zero);
        GateBitsLoop<T>(lane, self, bits, n);
    });
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(ThresholdGradV2D)
ACLP_DISPATCH_GATE_BITS(ThresholdGradV2D)
}  // namespace aclp
#endif  // HWY_ONCE
