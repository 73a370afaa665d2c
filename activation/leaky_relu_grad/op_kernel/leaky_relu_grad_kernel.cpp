// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// LeakyReluGrad: out = self > 0 ? gradOutput : gradOutput * negativeSlope, as PyTorch's leaky_relu_backward: where
// self is positive the gradient passes unchanged, everywhere else (-0 and NaN included) it is multiplied. FLOAT16
// and BFLOAT16 are widened exactly to float32, multiplied by the float32 slope and rounded once; DOUBLE multiplies
// by the slope widened to double. Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/leaky_relu_grad_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "engine/product-inl.h"
#include "hwy/highway.h"
#include "op_kernel/leaky_relu_grad_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

template <typename T>
struct LeakyReluGradLane {
    T slope;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V self) const
    {
        return hn::IfThenElse(hn::Gt(self, hn::Zero(d)), grad, Product(d, grad, hn::Set(d, slope)));
    }
};

}  // namespace

void LeakyReluGradBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<LeakyReluGradParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const size_t n = end - begin;
    bool handled = VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        using T = FloatLane<decltype(tag)>;
        BinaryLoopF32<T>(LeakyReluGradLane<float>{p.negativeSlope}, reinterpret_cast<const T *>(operands[0]) + begin,
                         reinterpret_cast<const T *>(operands[1]) + begin, reinterpret_cast<T *>(operands[2]) + begin,
                         n, nonTemporal);
    });
    if (p.dtype == ACL_DOUBLE) {
        BinaryLoopOnOperands<double>(LeakyReluGradLane<double>{static_cast<double>(p.negativeSlope)}, operands, begin,
                                     end, nonTemporal);
        handled = true;
    }
    RequireHandled(handled, "LeakyReluGrad", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(LeakyReluGrad)
}  // namespace aclp
#endif  // HWY_ONCE
