// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SigmoidGrad: dx = ((1 - y) * dy) * y, as CANN's kernel and PyTorch's sigmoid_backward compute it: a subtract and
// two multiplies, each rounded (float32 for FLOAT, FLOAT16 and BFLOAT16, which widen exactly and round once at the
// end; DOUBLE in double), no fused operations. Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/sigmoid_grad_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cstring>

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "hwy/highway.h"
#include "op_kernel/sigmoid_grad_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

struct SigmoidGradLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V output) const
    {
        const V one = hn::Set(d, static_cast<hn::TFromD<D>>(1));
        return hn::Mul(hn::Mul(hn::Sub(one, output), grad), output);
    }
};

}  // namespace

void SigmoidGradBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    SigmoidGradParams p;
    std::memcpy(&p, step.params, sizeof(p));
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const size_t n = end - begin;
    bool handled = VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        using T = FloatLane<decltype(tag)>;
        BinaryLoopF32<T>(SigmoidGradLane{}, reinterpret_cast<const T *>(operands[0]) + begin,
                         reinterpret_cast<const T *>(operands[1]) + begin, reinterpret_cast<T *>(operands[2]) + begin,
                         n, nonTemporal);
    });
    if (p.dtype == ACL_DOUBLE) {
        BinaryLoop(SigmoidGradLane{}, reinterpret_cast<const double *>(operands[0]) + begin,
                   reinterpret_cast<const double *>(operands[1]) + begin,
                   reinterpret_cast<double *>(operands[2]) + begin, n, nonTemporal);
        handled = true;
    }
    if (!handled) {
        HWY_ABORT("SigmoidGrad kernel: no code for dtype %s", DtypeName(p.dtype));
    }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(SigmoidGrad)
}  // namespace aclp
#endif  // HWY_ONCE
