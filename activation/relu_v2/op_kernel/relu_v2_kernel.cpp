// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ReluV2: y = max(x, 0) and a 1-bit mask of x > 0. As CANN's golden for this operator, y is +0 wherever
// x <= 0 (so -0 becomes +0, unlike PyTorch's relu, which keeps -0) and NaN passes through unchanged;
// the mask bit of NaN is 0 (np.packbits(x > 0)). Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/relu_v2_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "engine/mask_bits-inl.h"
#include "hwy/highway.h"
#include "op_kernel/relu_v2_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct ReluFloatLane {
    template <class D, class V>
    HWY_INLINE V Value(D d, V x) const
    {
        return hn::IfThenZeroElse(hn::Le(x, hn::Zero(d)), x);  // -0 <= 0 holds (-> +0); NaN compares false: kept
    }
    template <class D, class V>
    HWY_INLINE auto Bit(D d, V x) const
    {
        return hn::Gt(x, hn::Zero(d));
    }
};

// FLOAT16/BFLOAT16 on their bits, one unsigned range test each: negative non-NaN values, -0 included,
// are 0x8000..0x8000|kInfBits (zeroed to +0), positive non-NaN ones 0x0001..kInfBits (bit set).
template <uint16_t kInfBits>
struct Relu16Lane {
    template <class D, class V>
    HWY_INLINE V Value(D d, V x) const
    {
        const hn::RebindToUnsigned<D> du;
        const auto bits = hn::BitCast(du, x);
        const auto negative = hn::Lt(hn::Sub(bits, hn::Set(du, 0x8000)), hn::Set(du, kInfBits + 1));
        return hn::IfThenZeroElse(hn::RebindMask(d, negative), x);
    }
    template <class D, class V>
    HWY_INLINE auto Bit(D d, V x) const
    {
        const hn::RebindToUnsigned<D> du;
        const auto positive = hn::Lt(hn::Sub(hn::BitCast(du, x), hn::Set(du, 1)), hn::Set(du, kInfBits));
        return hn::RebindMask(d, positive);
    }
};

struct ReluIntLane {
    template <class D, class V>
    HWY_INLINE V Value(D d, V x) const
    {
        return hn::IfThenElseZero(hn::Gt(x, hn::Zero(d)), x);
    }
    template <class D, class V>
    HWY_INLINE auto Bit(D d, V x) const
    {
        return hn::Gt(x, hn::Zero(d));
    }
};

}  // namespace

void ReluV2Block(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<ReluV2Params>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    uint8_t *mask = operands[2] + begin / 8;
    const bool handled =
        VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag, Int8Tag, Uint8Tag, Int32Tag, Int64Tag>(p.dtype, [&](auto tag) {
            using Tag = decltype(tag);
            using T = typename Tag::Storage;
            const T *x = reinterpret_cast<const T *>(operands[0]) + begin;
            T *y = reinterpret_cast<T *>(operands[1]) + begin;
            if constexpr (Tag::kDtype == ACL_FLOAT) {
                MaskProducingLoop(ReluFloatLane{}, x, y, mask, end - begin, nonTemporal);
            } else if constexpr (Tag::kDtype == ACL_FLOAT16) {
                MaskProducingLoop(Relu16Lane<0x7C00>{}, x, y, mask, end - begin, nonTemporal);
            } else if constexpr (Tag::kDtype == ACL_BF16) {
                MaskProducingLoop(Relu16Lane<0x7F80>{}, x, y, mask, end - begin, nonTemporal);
            } else {  // the integer dtypes
                MaskProducingLoop(ReluIntLane{}, x, y, mask, end - begin, nonTemporal);
            }
        });
    RequireHandled(handled, "ReluV2", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(ReluV2)
}  // namespace aclp
#endif  // HWY_ONCE
