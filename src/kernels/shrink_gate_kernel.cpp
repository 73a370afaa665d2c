// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The shrink gate: out = |self| <= L ? +0 : grad, as one integer comparison per lane on self's magnitude
// bits (the sign cleared), which order like the values, NaNs above +Inf: zero where they are below the
// host's limit. A select, so grad's bits pass unchanged (NaN payloads, -0); no dtype is widened. Compiled
// once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/shrink_gate_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "engine/mask_bits-inl.h"
#include "hwy/highway.h"
#include "kernels/magnitude_below_limit-inl.h"
#include "kernels/shrink_gate.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {

void ShrinkGateBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<ShrinkGateParams>(step);
    const bool handled =
        MagnitudeBelowLimitBlock(p, operands[0], operands[1], operands[2], begin, end, step.tiling.nonTemporal != 0);
    RequireHandled(handled, "ShrinkGate", p.dtype);
}

// The test alone: bit i = |self[i]| above the limit (the gradient passes).
void ShrinkGateGateBitsBlock(const KernelStep &step, const uint8_t *self, uint8_t *bits, size_t n)
{
    const auto p = ParamsOf<ShrinkGateParams>(step);
    const bool handled =
        WithMagnitudeLane(p, [&](const auto &lane, auto zero) { GateBitsLoop<decltype(zero)>(lane, self, bits, n); });
    RequireHandled(handled, "ShrinkGate", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(ShrinkGate)
ACLP_DISPATCH_GATE_BITS(ShrinkGate)
}  // namespace aclp
#endif  // HWY_ONCE
