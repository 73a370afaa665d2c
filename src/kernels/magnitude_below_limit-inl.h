// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The loop the shrink gate (HardshrinkBackward, SoftshrinkBackward) and Hardshrink share: out = in0 where the magnitude
// of in1 is above the limit, +0 elsewhere, decided on the bits (kernels/shrink_gate.h says how lambd becomes the
// limit). Compiled once per SIMD target.

// Per-target include guard.
#if defined(ACLP_KERNELS_MAGNITUDE_BELOW_LIMIT_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef ACLP_KERNELS_MAGNITUDE_BELOW_LIMIT_INL_H_
#undef ACLP_KERNELS_MAGNITUDE_BELOW_LIMIT_INL_H_
#else
#define ACLP_KERNELS_MAGNITUDE_BELOW_LIMIT_INL_H_
#endif

#include <cstdint>
#include <limits>
#include <type_traits>

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "hwy/highway.h"
#include "kernels/shrink_gate.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {

// Lanes of T (float, or FLOAT16/BFLOAT16 as uint16_t); the magnitude is the bits with the sign cleared, which
// orders like the value (NaNs above +Inf), so one signed compare against the limit decides.
template <typename T>
struct MagnitudeBelowLimitLane {
    using TI = std::conditional_t<sizeof(T) == 4, int32_t, int16_t>;  // the signed integer of the width
    TI limit;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V in0, V in1) const
    {
        const hn::RebindToSigned<D> di;
        const auto magnitude = hn::And(hn::BitCast(di, in1), hn::Set(di, std::numeric_limits<TI>::max()));
        return hn::IfThenZeroElse(hn::RebindMask(d, hn::Gt(hn::Set(di, limit), magnitude)), in0);
    }
};

// Calls use(lane, T{}) with the lane of p's dtype (FLOAT, FLOAT16, BFLOAT16) on its storage type T. False
// (nothing called) for another dtype.
template <class Use>
HWY_INLINE bool WithMagnitudeLane(const ShrinkGateParams &p, const Use &use)
{
    return VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        using T = typename decltype(tag)::Storage;
        using Lane = MagnitudeBelowLimitLane<T>;
        use(Lane{static_cast<typename Lane::TI>(p.limit)}, T{});
    });
}

// out[i] = |in1[i]| below p's limit ? +0 : in0[i] over elements [begin, end) of p.dtype (FLOAT, FLOAT16,
// BFLOAT16); `in1` may be `in0` (HardShrink), `out` either input. False (nothing written) for another dtype.
HWY_INLINE bool MagnitudeBelowLimitBlock(const ShrinkGateParams &p, const uint8_t *in0, const uint8_t *in1,
                                         uint8_t *out, size_t begin, size_t end, bool nonTemporal)
{
    return WithMagnitudeLane(p, [&](const auto &lane, auto zero) {
        using T = decltype(zero);
        BinaryLoop(lane, reinterpret_cast<const T *>(in0) + begin, reinterpret_cast<const T *>(in1) + begin,
                   reinterpret_cast<T *>(out) + begin, end - begin, nonTemporal);
    });
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#endif  // per-target include guard
