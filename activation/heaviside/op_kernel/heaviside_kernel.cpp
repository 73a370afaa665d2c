// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Heaviside: out = input == 0 ? values : (input > 0 ? 1 : +0), as CANN's kernel computes it: -0 counts as 0, NaN
// compares false both ways and gives +0 (CANN's kernel turns it into -1 first), +Inf gives 1. Selects only: FLOAT in
// float32 lanes, FLOAT16 and BFLOAT16 on their bits in 16-bit integer lanes (no conversion to float32 and back,
// which made these dtypes compute-bound; `values` passes through bit for bit). Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/heaviside_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <type_traits>

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
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

// The same on the bits of a FLOAT16 or BFLOAT16 as int16 lanes (kOne and kInf: the dtype's bits of 1 and +Inf). The
// input is +-0 when its bits without the sign are 0, and greater than 0 when its bits lie in [1, kInf] (positive, not
// NaN): adding 0x7FFF maps that range, and only it, below kInf - 0x8000 in wrapping signed arithmetic.
template <aclDataType kDtype>
struct HeavisideBitsLane {
    static constexpr int16_t kOne = kDtype == ACL_FLOAT16 ? 0x3C00 : 0x3F80;
    static constexpr int16_t kInf = kDtype == ACL_FLOAT16 ? 0x7C00 : 0x7F80;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V input, V values) const
    {
        const V isZero = hn::VecFromMask(d, hn::Eq(hn::And(input, hn::Set(d, 0x7FFF)), hn::Zero(d)));
        const auto positive =
            hn::Lt(hn::Add(input, hn::Set(d, 0x7FFF)), hn::Set(d, static_cast<int16_t>(kInf - 0x8000)));
        return hn::IfVecThenElse(isZero, values, hn::IfThenElseZero(positive, hn::Set(d, kOne)));
    }
};

}  // namespace

void HeavisideBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<HeavisideParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const bool handled = VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        constexpr aclDataType kDtype = decltype(tag)::kDtype;
        constexpr bool kFloat = kDtype == ACL_FLOAT;
        using T = std::conditional_t<kFloat, float, int16_t>;
        using Lane = std::conditional_t<kFloat, HeavisideLane, HeavisideBitsLane<kDtype>>;
        BinaryLoopOnOperands<T>(Lane{}, operands, begin, end, nonTemporal);
    });
    RequireHandled(handled, "Heaviside", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(Heaviside)
}  // namespace aclp
#endif  // HWY_ONCE
