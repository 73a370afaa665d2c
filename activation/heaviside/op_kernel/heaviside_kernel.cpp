// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Heaviside: out = input == 0 ? values : (input > 0 ? 1 : +0), as CANN's kernel computes it: -0 counts as 0, NaN
// compares false both ways and gives +0 (CANN's kernel turns it into -1 first), +Inf gives 1. Selects only, in
// float32 lanes (16-bit values widen and narrow back exactly). Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/heaviside_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cstring>

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "hwy/highway.h"
#include "op_kernel/heaviside_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct HeavisideLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V input, V values) const
    {
        const V zero = hn::Zero(d);
        return hn::IfThenElse(hn::Eq(input, zero), values, hn::IfThenElseZero(hn::Gt(input, zero), hn::Set(d, 1.0f)));
    }
};

}  // namespace

void HeavisideBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    HeavisideParams p;
    std::memcpy(&p, step.params, sizeof(p));
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const bool handled = VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        using T = FloatLane<decltype(tag)>;
        const T *input = reinterpret_cast<const T *>(operands[0]) + begin;
        const T *values = reinterpret_cast<const T *>(operands[1]) + begin;
        BinaryLoopF32<T>(HeavisideLane{}, input, values, reinterpret_cast<T *>(operands[2]) + begin, end - begin,
                         nonTemporal);
    });
    if (!handled) {
        HWY_ABORT("Heaviside kernel: no code for dtype %s", DtypeName(p.dtype));
    }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(Heaviside)
}  // namespace aclp
#endif  // HWY_ONCE
