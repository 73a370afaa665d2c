// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Relu: y = max(x, 0) as CANN's golden defines it: +0 wherever x <= 0 (so -0 becomes +0; PyTorch's relu
// keeps -0), NaN passes unchanged. A select, never an arithmetic max (whose NaN and -0 handling varies
// by instruction set). The engine's two-input loop reads x as both operands. Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/relu_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "hwy/highway.h"
#include "op_kernel/relu_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct ReluFloatLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        return hn::IfThenZeroElse(hn::Le(x, hn::Zero(d)), x);  // -0 <= 0 holds (-> +0); NaN compares false: kept
    }
};

// FLOAT16/BFLOAT16 on their bits: the negative non-NaN values, -0 included, are 0x8000..0x8000|kInfBits.
template <uint16_t kInfBits>
struct Relu16Lane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        const auto negative = hn::Lt(hn::Sub(x, hn::Set(d, 0x8000)), hn::Set(d, kInfBits + 1));
        return hn::IfThenZeroElse(negative, x);
    }
};

struct ReluIntLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        return hn::IfThenElseZero(hn::Gt(x, hn::Zero(d)), x);
    }
};

}  // namespace

void ReluBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<ReluParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const bool handled =
        VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag, Int8Tag, Uint8Tag, Int32Tag, Int64Tag>(p.dtype, [&](auto tag) {
            using Tag = decltype(tag);
            using T = typename Tag::Storage;
            const T *x = reinterpret_cast<const T *>(operands[0]) + begin;
            T *y = reinterpret_cast<T *>(operands[1]) + begin;
            const size_t n = end - begin;
            if constexpr (Tag::kDtype == ACL_FLOAT) {
                BinaryLoop(ReluFloatLane{}, x, x, y, n, nonTemporal);
            } else if constexpr (Tag::kDtype == ACL_FLOAT16) {
                BinaryLoop(Relu16Lane<0x7C00>{}, x, x, y, n, nonTemporal);
            } else if constexpr (Tag::kDtype == ACL_BF16) {
                BinaryLoop(Relu16Lane<0x7F80>{}, x, x, y, n, nonTemporal);
            } else {  // the integer dtypes (UINT8: the identity)
                BinaryLoop(ReluIntLane{}, x, x, y, n, nonTemporal);
            }
        });
    RequireHandled(handled, "Relu", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(Relu)
}  // namespace aclp
#endif  // HWY_ONCE
