// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardShrink: y = |x| <= lambd ? +0 : x. Every element is either x itself or +0, so FLOAT16 and BFLOAT16
// (widened exactly to float32 for the comparison) need no rounding; NaN fails the comparison and passes.
// Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/hard_shrink_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cstring>

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "hwy/highway.h"
#include "op_kernel/hard_shrink_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct HardShrinkLane {
    float lambd;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        return hn::IfThenZeroElse(hn::Le(hn::Abs(x), hn::Set(d, lambd)), x);
    }
};

}  // namespace

void HardShrinkBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    HardShrinkParams p;
    std::memcpy(&p, step.params, sizeof(p));
    const bool handled =
        UnaryFloatLanesBlock(HardShrinkLane{p.lambd}, p.dtype, operands, begin, end, step.tiling.nonTemporal != 0);
    if (!handled) {
        HWY_ABORT("HardShrink kernel: no code for dtype %s", DtypeName(p.dtype));
    }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(HardShrink)
}  // namespace aclp
#endif  // HWY_ONCE
