// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardSwish: y = x where x >= 3, +0 where x <= -3, (x * (x + 3)) / 6 between, as CANN's doc defines it: float32
// lanes (16-bit dtypes widen exactly), an add, a multiply and a divide each rounded to float32, no fused
// operations, then rounded once to the dtype. NaN fails both comparisons and stays NaN. Compiled once per SIMD
// target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/hardswish_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cstring>

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "hwy/highway.h"
#include "op_kernel/hardswish_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct HardSwishLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        const V three = hn::Set(d, 3.0f);
        // A divide, not the FMA quotient of engine/constant_quotient-inl.h: that is one unit off here for
        // |x| < 2^-124 and for -0, and the check that routes those to a divide made the loop 1.3-1.5x
        // slower (1M FLOAT16 and BFLOAT16 elements, one thread).
        const V between = hn::Div(hn::Mul(x, hn::Add(x, three)), hn::Set(d, 6.0f));
        return hn::IfThenElse(hn::Ge(x, three), x, hn::IfThenZeroElse(hn::Le(x, hn::Neg(three)), between));
    }
};

}  // namespace

void HardSwishBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    HardSwishParams p;
    std::memcpy(&p, step.params, sizeof(p));
    const bool handled =
        UnaryFloatLanesBlock(HardSwishLane{}, p.dtype, operands, begin, end, step.tiling.nonTemporal != 0);
    if (!handled) {
        HWY_ABORT("HardSwish kernel: no code for dtype %s", DtypeName(p.dtype));
    }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(HardSwish)
}  // namespace aclp
#endif  // HWY_ONCE
