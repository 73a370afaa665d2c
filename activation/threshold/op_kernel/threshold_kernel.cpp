// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ThresholdV2: y = (x <= threshold) ? value : x in x's dtype, a select: a NaN x compares false and is
// kept. The engine's two-input loop reads x as both operands (the second load hits the same cache line).
// Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/threshold_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cstring>

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "hwy/highway.h"
#include "op_host/threshold_tiling.h"
#include "op_kernel/threshold_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct ThresholdFloatLane {
    float threshold;
    float value;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        return hn::IfThenElse(hn::Le(x, hn::Set(d, threshold)), hn::Set(d, value), x);
    }
};

// FLOAT16/BF16 on their bits: x <= threshold exactly when lo <= key(x) <= hi, key an order-preserving
// integer of the bits (NaNs beyond the infinities). Two selects, not one on Or(key < lo, key > hi): GCC 12
// miscompiles Or of two comparison masks of narrow lanes for Highway's SVE_256 target.
struct Threshold16Lane {
    int16_t lo;
    int16_t hi;
    uint16_t value;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        const hn::RebindToSigned<D> di;
        const auto key = Key16Lanes(di, hn::BitCast(di, x));
        const auto above = hn::RebindMask(d, hn::Gt(key, hn::Set(di, hi)));
        const auto below = hn::RebindMask(d, hn::Gt(hn::Set(di, lo), key));
        return hn::IfThenElse(below, x, hn::IfThenElse(above, x, hn::Set(d, value)));
    }
};

template <typename T>
struct ThresholdIntLane {
    T threshold;
    T value;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        return hn::IfThenElse(hn::Gt(x, hn::Set(d, threshold)), x, hn::Set(d, value));
    }
};

}  // namespace

void ThresholdBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<ThresholdParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const bool handled =
        VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag, Int8Tag, Uint8Tag, Int16Tag, Int32Tag, Int64Tag>(
            p.dtype, [&](auto tag) {
                using Tag = decltype(tag);
                using T = typename Tag::Storage;
                const T *x = reinterpret_cast<const T *>(operands[0]) + begin;
                T *y = reinterpret_cast<T *>(operands[1]) + begin;
                const size_t n = end - begin;
                if constexpr (Tag::kDtype == ACL_FLOAT) {
                    BinaryLoop(ThresholdFloatLane{p.threshold, p.value}, x, x, y, n, nonTemporal);
                } else if constexpr (Tag::kDtype == ACL_FLOAT16 || Tag::kDtype == ACL_BF16) {
                    // lo > hi (never replaced) stays so in 16 bits: the keys lie in [-0x7FFF, 0x7FFF].
                    BinaryLoop(Threshold16Lane{static_cast<int16_t>(p.lo), static_cast<int16_t>(p.hi),
                                               static_cast<uint16_t>(p.valueBits)},
                               x, x, y, n, nonTemporal);
                } else {  // the integer dtypes
                    T value;
                    std::memcpy(&value, &p.valueBits, sizeof(T));
                    BinaryLoop(ThresholdIntLane<T>{static_cast<T>(p.hi), value}, x, x, y, n, nonTemporal);
                }
            });
    RequireHandled(handled, "ThresholdV2", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(Threshold)
}  // namespace aclp
#endif  // HWY_ONCE
