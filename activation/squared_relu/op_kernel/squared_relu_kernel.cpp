// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SquaredRelu: y = r * r with r = relu(x) (x > 0 or NaN: x; otherwise +0), as CANN's kernel computes it: FLOAT16
// and BFLOAT16 widened exactly to float32, squared there (exactly: their 11 or 8 significant bits square into
// float32's 24) and rounded once to the dtype; FLOAT squared and rounded once. A NaN stays NaN. Compiled once per
// SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/squared_relu_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "hwy/highway.h"
#include "op_kernel/squared_relu_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct SquaredReluLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        const V r = hn::IfThenZeroElse(hn::Le(x, hn::Zero(d)), x);  // NaN compares false: kept
        return hn::Mul(r, r);
    }
};

}  // namespace

void SquaredReluBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<SquaredReluParams>(step);
    const bool handled =
        UnaryFloatLanesBlock(SquaredReluLane{}, p.dtype, operands, begin, end, step.tiling.nonTemporal != 0);
    RequireHandled(handled, "SquaredRelu", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(SquaredRelu)
}  // namespace aclp
#endif  // HWY_ONCE
