// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// LeakyRelu: y = x > 0 ? x : x * negativeSlope, as PyTorch's leaky_relu: the positive elements pass
// unchanged, every other one (-0, NaN included) is multiplied, so -0 stays -0 for a positive slope and
// NaN stays NaN. FLOAT16 and BFLOAT16 are widened exactly to float32, multiplied by the float32 slope and
// rounded once; DOUBLE multiplies by the slope widened to double. Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/leaky_relu_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "engine/product-inl.h"
#include "hwy/highway.h"
#include "op_kernel/leaky_relu_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

template <typename T>
struct LeakyReluLane {
    T slope;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        return hn::IfThenElse(hn::Gt(x, hn::Zero(d)), x, Product(d, x, hn::Set(d, slope)));
    }
};

}  // namespace

void LeakyReluBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<LeakyReluParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    bool handled = true;
    if (p.dtype == ACL_DOUBLE) {
        const double *x = reinterpret_cast<const double *>(operands[0]) + begin;
        BinaryLoop(LeakyReluLane<double>{static_cast<double>(p.negativeSlope)}, x, x,
                   reinterpret_cast<double *>(operands[1]) + begin, end - begin, nonTemporal);
    } else {
        handled =
            UnaryFloatLanesBlock(LeakyReluLane<float>{p.negativeSlope}, p.dtype, operands, begin, end, nonTemporal);
    }
    RequireHandled(handled, "LeakyRelu", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(LeakyRelu)
}  // namespace aclp
#endif  // HWY_ONCE
