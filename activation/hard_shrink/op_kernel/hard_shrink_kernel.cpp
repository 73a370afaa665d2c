// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardShrink: y = |x| <= lambd ? +0 : x. Every element is either x itself or +0, so no dtype is widened:
// one integer comparison per lane on x's magnitude bits (HardShrinkGrad's lane with x as both inputs)
// decides, with lambd compared exactly as float32 would (FLOAT16 and BFLOAT16 widen exactly); NaN is above
// every limit and passes. Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/hard_shrink_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "hwy/highway.h"
#include "kernels/magnitude_below_limit-inl.h"
#include "op_kernel/hard_shrink_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {

void HardShrinkBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<ShrinkGateParams>(step);
    const bool handled =
        MagnitudeBelowLimitBlock(p, operands[0], operands[0], operands[1], begin, end, step.tiling.nonTemporal != 0);
    RequireHandled(handled, "HardShrink", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(HardShrink)
}  // namespace aclp
#endif  // HWY_ONCE
