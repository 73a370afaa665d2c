// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Compiled once per SIMD target; SelectByBits dispatches to the best one the CPU runs.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "engine/select_by_bits.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/mask_bits-inl.h"
#include "engine/select_by_bits.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {

bool SelectByBitsBlock(uint32_t elemBytes, const uint8_t *in, const uint8_t *bits, uint8_t *out, size_t n,
                       bool nonTemporal)
{
    return VisitUnsignedOfSize<1, 2, 4, 8>(elemBytes, [&](auto zero) {
        using T = decltype(zero);
        MaskConsumingLoop(KeepWhereBit{}, reinterpret_cast<const T *>(in), bits, reinterpret_cast<T *>(out), n,
                          nonTemporal);
    });
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {

HWY_EXPORT(SelectByBitsBlock);

bool SelectByBits(uint32_t elemBytes, const uint8_t *in, const uint8_t *bits, uint8_t *out, size_t n, bool nonTemporal)
{
    return HWY_DYNAMIC_DISPATCH(SelectByBitsBlock)(elemBytes, in, bits, out, n, nonTemporal);
}

}  // namespace aclp
#endif  // HWY_ONCE
