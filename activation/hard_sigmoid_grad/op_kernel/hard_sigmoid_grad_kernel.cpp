// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardSigmoidGrad: out = (-3 < self < 3) ? gradOutput * (1.0f / 6.0f) : +0, in float32 lanes, as
// PyTorch's hardsigmoid_backward (the open interval; NaN self gives 0). CANN's kernel tests
// 0 < self/6 + 1/2 < 1 instead, which differs at self = 2.99999976f; we follow PyTorch.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/hard_sigmoid_grad_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "engine/product-inl.h"
#include "hwy/highway.h"
#include "op_kernel/hard_sigmoid_grad_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct HardSigmoidGradLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V self) const
    {
        const auto inside = hn::And(hn::Gt(self, hn::Set(d, -3.0f)), hn::Lt(self, hn::Set(d, 3.0f)));
        return hn::IfThenElseZero(inside, Scale(d, grad));
    }

    // All-BFLOAT16 calls test self once per 16-bit lane (see Bf16VectorPairs): |self| < 3 on the bits,
    // 0x4040 being 3.0; NaN (magnitude above 0x7F80) fails as in the float compare.
    static constexpr bool kSplitsForBf16 = true;
    template <class D16, class V16>
    HWY_INLINE auto Keep16(D16 d16, V16 selfBits) const
    {
        return hn::Lt(hn::And(selfBits, hn::Set(d16, 0x7FFF)), hn::Set(d16, 0x4040));
    }

    // grad * (1/6) through the FMA units, which take subnormal gradients at full speed (engine/product-inl.h;
    // on a Zen 5 a vmulps loop ran 2.3x slower with 3% subnormal inputs, vfmadd 1.0x).
    template <class D, class V>
    HWY_INLINE V Scale(D d, V grad) const
    {
        return Product(d, grad, hn::Set(d, 1.0f / 6.0f));
    }
};

}  // namespace

void HardSigmoidGradBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<HardSigmoidGradParams>(step);
    // One dtype for the three operands (the l0 op casts mixed dtypes around the kernel): three
    // instantiations per SIMD target, not 27.
    const bool handled = VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        using T = FloatLane<decltype(tag)>;
        BinaryLoopF32<T>(HardSigmoidGradLane{}, reinterpret_cast<const T *>(operands[0]) + begin,
                         reinterpret_cast<const T *>(operands[1]) + begin, reinterpret_cast<T *>(operands[2]) + begin,
                         end - begin, step.tiling.nonTemporal != 0);
    });
    RequireHandled(handled, "HardSigmoidGrad", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(HardSigmoidGrad)
}  // namespace aclp
#endif  // HWY_ONCE
