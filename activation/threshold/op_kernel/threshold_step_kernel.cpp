// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Threshold (Caffe's): y = (x > threshold) ? 1 : 0 in x's dtype, a compare and a select; a NaN x compares
// false and gives 0. The engine's two-input loop reads x as both operands (the second load hits the same
// cache line). Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/threshold_step_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "hwy/highway.h"
#include "op_host/threshold_tiling.h"
#include "op_kernel/threshold_step_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct StepFloatLane {
    float threshold;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        return hn::IfThenElseZero(hn::Gt(x, hn::Set(d, threshold)), hn::Set(d, 1.0f));
    }
};

// FLOAT16/BF16 on their bits: x > threshold exactly when above < Key16(x) < firstNaNKey (+inf's key + 1).
// Two selects, not one on And of two masks (GCC 12 miscompiles combined comparison masks of narrow lanes for
// SVE_256).
struct Step16Lane {
    int16_t above;
    int16_t firstNaNKey;
    uint16_t one;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        const hn::RebindToSigned<D> di;
        const auto key = Key16Lanes(di, hn::BitCast(di, x));
        const auto aboveThreshold = hn::RebindMask(d, hn::Gt(key, hn::Set(di, above)));
        const auto notNaN = hn::RebindMask(d, hn::Gt(hn::Set(di, firstNaNKey), key));
        const auto one16 = hn::BitCast(d, hn::Set(hn::RebindToUnsigned<D>(), one));
        return hn::IfThenElseZero(aboveThreshold, hn::IfThenElseZero(notNaN, one16));
    }
};

}  // namespace

void ThresholdStepBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<ThresholdStepParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const bool handled = VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        using Tag = decltype(tag);
        using T = typename Tag::Storage;
        const T *x = reinterpret_cast<const T *>(operands[0]) + begin;
        T *y = reinterpret_cast<T *>(operands[1]) + begin;
        const size_t n = end - begin;
        if constexpr (Tag::kDtype == ACL_FLOAT) {
            BinaryLoop(StepFloatLane{p.threshold}, x, x, y, n, nonTemporal);
        } else {
            constexpr bool kHalf = Tag::kDtype == ACL_FLOAT16;
            const Step16Lane lane{static_cast<int16_t>(p.above), kHalf ? int16_t{0x7C01} : int16_t{0x7F81},
                                  kHalf ? uint16_t{0x3C00} : uint16_t{0x3F80}};  // +inf's key + 1, and 1.0
            BinaryLoop(lane, x, x, y, n, nonTemporal);
        }
    });
    RequireHandled(handled, "Threshold", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(ThresholdStep)
}  // namespace aclp
#endif  // HWY_ONCE
