// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardtanhGrad: out = self <= min || self >= max ? +0 : grad, a NaN self passing the gradient (the
// host has replaced a NaN bound, see hardtanh_grad_tiling.h). Selects only, so grad's bits pass unchanged
// (NaN payloads, -0) and no dtype is widened: FLOAT compares floats, FLOAT16 and BFLOAT16 compare integer
// keys of self's bits against keys the host computed from the float32 bounds. Nested selects rather than
// one select on a combined mask (see threshold_grad_v2_d_kernel.cpp: GCC 12 miscompiles Or of comparison
// masks for SVE_256). Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/hardtanh_grad_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "engine/mask_bits-inl.h"
#include "hwy/highway.h"
#include "op_host/hardtanh_grad_tiling.h"
#include "op_kernel/hardtanh_grad_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct OutsideBoundsFloatLane {
    float min;
    float max;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V self) const
    {
        return hn::IfThenZeroElse(hn::Le(self, hn::Set(d, min)),
                                  hn::IfThenZeroElse(hn::Ge(self, hn::Set(d, max)), grad));
    }
};

// 16-bit lanes: Key16 of self (-magnitude where the sign is set, so -0 and +0 are both 0; NaNs lie beyond
// the infinities' keys, and the magnitude tells them apart first).
struct OutsideBoundsKeyLane {
    int16_t loPlusOne;  // key <= lo as key < lo + 1 (Highway has no Ge for integer lanes); keys end at +-0x7F80
    int16_t hiMinusOne;
    int16_t infinity;  // the magnitude bits of +Inf
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V self) const
    {
        const hn::RebindToSigned<D> di;
        const auto bits = hn::BitCast(di, self);
        const auto key = Key16Lanes(di, bits);
        const auto magnitude = hn::And(bits, hn::Set(di, 0x7FFF));
        const auto low = hn::RebindMask(d, hn::Gt(hn::Set(di, loPlusOne), key));
        const auto high = hn::RebindMask(d, hn::Gt(key, hn::Set(di, hiMinusOne)));
        const auto nan = hn::RebindMask(d, hn::Gt(magnitude, hn::Set(di, infinity)));
        return hn::IfThenElse(nan, grad, hn::IfThenZeroElse(low, hn::IfThenZeroElse(high, grad)));
    }
};

// Calls use(lane, T{}) with the lane of p's dtype on its storage type T.
template <class Use>
HWY_INLINE void WithHardtanhLane(const HardtanhGradParams &p, const Use &use)
{
    const bool handled = VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        using Tag = decltype(tag);
        using T = typename Tag::Storage;
        if constexpr (Tag::kDtype == ACL_FLOAT) {
            use(OutsideBoundsFloatLane{p.min, p.max}, T{});
        } else {
            const int16_t infinity = Tag::kDtype == ACL_BF16 ? 0x7F80 : 0x7C00;
            use(OutsideBoundsKeyLane{static_cast<int16_t>(p.lo + 1), static_cast<int16_t>(p.hi - 1), infinity}, T{});
        }
    });
    RequireHandled(handled, "HardtanhGrad", p.dtype);
}

}  // namespace

void HardtanhGradBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<HardtanhGradParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    WithHardtanhLane(p, [&](const auto &lane, auto zero) {
        BinaryLoopOnOperands<decltype(zero)>(lane, operands, begin, end, nonTemporal);
    });
}

// The test alone: bit i = min < self[i] < max or self[i] NaN (the gradient passes).
void HardtanhGradGateBitsBlock(const KernelStep &step, const uint8_t *self, uint8_t *bits, size_t n)
{
    const auto p = ParamsOf<HardtanhGradParams>(step);
    WithHardtanhLane(p, [&](const auto &lane, auto zero) { GateBitsLoop<decltype(zero)>(lane, self, bits, n); });
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(HardtanhGrad)
ACLP_DISPATCH_GATE_BITS(HardtanhGrad)
}  // namespace aclp
#endif  // HWY_ONCE
