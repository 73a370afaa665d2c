// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SigmoidGrad: dx = ((1 - y) * dy) * y, as CANN's kernel and PyTorch's sigmoid_backward compute it: a subtract and
// two multiplies, each rounded (float32 for FLOAT, FLOAT16 and BFLOAT16, which widen exactly and round once at the
// end; DOUBLE in double), no fused operations (the multiplies run as fma(a, b, -0), which has the multiply's bits:
// engine/product-inl.h). COMPLEX64/COMPLEX128: dx = dy * conj((1 - y) * y), as PyTorch's vectorised kernel computes it,
// each product (a + bi)(c + di) as (ac - bd) + (ad + bc)i with every operation rounded in the parts' dtype. Compiled
// once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/sigmoid_grad_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "engine/product-inl.h"
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
        return Product(d, Product(d, hn::Sub(one, output), grad), output);
    }
};

#if HWY_TARGET != HWY_SCALAR
// Complex numbers as (re, im) lane pairs: a vector holds whole numbers (lanes come in even counts).
template <class D, class V>
HWY_INLINE V ComplexMul(D d, V a, V b)
{
    const V p = hn::Mul(hn::DupEven(a), b);                  // (ar * br, ar * bi)
    const V q = hn::Mul(hn::DupOdd(a), hn::Reverse2(d, b));  // (ai * bi, ai * br)
    return hn::Add(p, hn::OddEven(q, hn::Neg(q)));           // (ar * br - ai * bi, ar * bi + ai * br)
}

struct ComplexSigmoidGradLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V output) const
    {
        using T = hn::TFromD<D>;
        const V one = hn::OddEven(hn::Zero(d), hn::Set(d, static_cast<T>(1)));  // 1 + 0i: 0 - im, not -im
        const V t = ComplexMul(d, hn::Sub(one, output), output);
        return ComplexMul(d, grad, hn::OddEven(hn::Neg(t), t));  // grad * conj(t)
    }
};
#endif

// The same, one number at a time (the scalar target): one operation per statement, so that no compiler fuses a
// multiply and an add.
template <typename T>
void ComplexSigmoidGradScalar(const T *grad, const T *output, T *out, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        const T yr = output[2 * i], yi = output[2 * i + 1];
        const T sr = static_cast<T>(1) - yr, si = static_cast<T>(0) - yi;
        const T srYr = sr * yr, siYi = si * yi, srYi = sr * yi, siYr = si * yr;
        const T tr = srYr - siYi, ti = -(srYi + siYr);  // conj((1 - y) * y)
        const T gr = grad[2 * i], gi = grad[2 * i + 1];
        const T grTr = gr * tr, giTi = gi * ti, grTi = gr * ti, giTr = gi * tr;
        out[2 * i] = grTr - giTi;
        out[2 * i + 1] = grTi + giTr;
    }
}

template <typename T>
void ComplexSigmoidGrad(const T *grad, const T *output, T *out, size_t n, bool nonTemporal)
{
#if HWY_TARGET == HWY_SCALAR
    (void)nonTemporal;
    ComplexSigmoidGradScalar(grad, output, out, n);
#else
    BinaryLoop(ComplexSigmoidGradLane{}, grad, output, out, 2 * n, nonTemporal);
#endif
}

}  // namespace

void SigmoidGradBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<SigmoidGradParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const size_t n = end - begin;
    bool handled = VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        using T = FloatLane<decltype(tag)>;
        BinaryLoopF32<T>(SigmoidGradLane{}, reinterpret_cast<const T *>(operands[0]) + begin,
                         reinterpret_cast<const T *>(operands[1]) + begin, reinterpret_cast<T *>(operands[2]) + begin,
                         n, nonTemporal);
    });
    if (p.dtype == ACL_DOUBLE) {
        BinaryLoopOnOperands<double>(SigmoidGradLane{}, operands, begin, end, nonTemporal);
        handled = true;
    }
    if (p.dtype == ACL_COMPLEX64 || p.dtype == ACL_COMPLEX128) {
        auto run = [&](const auto *grad, const auto *output, auto *out) {
            ComplexSigmoidGrad(grad + 2 * begin, output + 2 * begin, out + 2 * begin, n, nonTemporal);
        };
        if (p.dtype == ACL_COMPLEX64) {
            run(reinterpret_cast<const float *>(operands[0]), reinterpret_cast<const float *>(operands[1]),
                reinterpret_cast<float *>(operands[2]));
        } else {
            run(reinterpret_cast<const double *>(operands[0]), reinterpret_cast<const double *>(operands[1]),
                reinterpret_cast<double *>(operands[2]));
        }
        handled = true;
    }
    RequireHandled(handled, "SigmoidGrad", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(SigmoidGrad)
}  // namespace aclp
#endif  // HWY_ONCE
