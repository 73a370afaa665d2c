// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ReluGradV2: backprops = mask bit ? gradients : +0, a select on the stored bits (never a multiply),
// so it is one loop for every dtype of its width. Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/relu_grad_v2_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "engine/mask_bits-inl.h"
#include "hwy/highway.h"
#include "op_kernel/relu_grad_v2_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {

void ReluGradV2Block(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<ReluGradV2Params>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const bool handled =
        VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag, Int8Tag, Uint8Tag, Int32Tag>(p.dtype, [&](auto tag) {
            // The select moves bits: every dtype runs as the unsigned integer of its width.
            using Bits = hwy::MakeUnsigned<typename decltype(tag)::Storage>;
            MaskConsumingLoop(KeepWhereBit{}, reinterpret_cast<const Bits *>(operands[0]) + begin,
                              operands[1] + begin / 8, reinterpret_cast<Bits *>(operands[2]) + begin, end - begin,
                              nonTemporal);
        });
    RequireHandled(handled, "ReluGradV2", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(ReluGradV2)
}  // namespace aclp
#endif  // HWY_ONCE
