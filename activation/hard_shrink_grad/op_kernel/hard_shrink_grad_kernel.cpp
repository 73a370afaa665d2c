// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardShrinkGrad: out = |self| <= L ? +0 : grad, as one integer comparison per lane on self's magnitude
// bits (the sign cleared), which order like the values, NaNs above +Inf: zero where they are below the
// host's limit. A select, so grad's bits pass unchanged (NaN payloads, -0); no dtype is widened. Compiled
// once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/hard_shrink_grad_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cstring>
#include <limits>

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "hwy/highway.h"
#include "op_host/hard_shrink_grad_tiling.h"
#include "op_kernel/hard_shrink_grad_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

template <typename TI>  // the signed integer of the element's width
struct MagnitudeBelowLimitLane {
    TI limit;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V self) const
    {
        const hn::RebindToSigned<D> di;
        const auto magnitude = hn::And(hn::BitCast(di, self), hn::Set(di, std::numeric_limits<TI>::max()));
        return hn::IfThenZeroElse(hn::RebindMask(d, hn::Gt(hn::Set(di, limit), magnitude)), grad);
    }
};

}  // namespace

void HardShrinkGradBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    HardShrinkGradParams p;
    std::memcpy(&p, step.params, sizeof(p));
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const bool handled = VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        using T = typename decltype(tag)::Storage;
        using TI = std::conditional_t<sizeof(T) == 4, int32_t, int16_t>;
        const T *grad = reinterpret_cast<const T *>(operands[0]) + begin;
        const T *self = reinterpret_cast<const T *>(operands[1]) + begin;
        T *out = reinterpret_cast<T *>(operands[2]) + begin;
        BinaryLoop(MagnitudeBelowLimitLane<TI>{static_cast<TI>(p.limit)}, grad, self, out, end - begin, nonTemporal);
    });
    if (!handled) {
        HWY_ABORT("HardShrinkGrad kernel: no code for dtype %s", DtypeName(p.dtype));
    }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(HardShrinkGrad)
}  // namespace aclp
#endif  // HWY_ONCE
