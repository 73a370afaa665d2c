// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SeluGrad: y = result <= 0 ? grad * (result + scale * alpha) : grad * scale, as CANN's kernel and PyTorch's
// elu_backward (is_result) compute it, with the float32 constants scale = 1.0507010 and scale * alpha = 1.7580993
// (the float32 nearest each; PyTorch's float32 product of alpha and scale is that same value). Floating dtypes in
// float32 lanes, each operation rounded to float32, no fused operations, then rounded once to the dtype; a NaN
// result takes the second branch. INT32 and INT8 go through FLOAT16 both ways, as CANN's kernel converts them:
// the integer rounded to FLOAT16 (+-Inf past 65504), widened, computed, rounded to FLOAT16, then to the nearest
// integer (ties to even), saturating to the dtype's range (NaN gives 0). Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/selu_grad_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cmath>
#include <cstring>
#include <limits>

#include "common/half.h"
#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "hwy/highway.h"
#include "op_kernel/selu_grad_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

constexpr float kScale = 1.0507009873554804934193349852946f;
constexpr float kScaleAlpha = 1.7580993408473768599402175208123f;

struct SeluGradLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V grad, V result) const
    {
        const V negative = hn::Mul(grad, hn::Add(result, hn::Set(d, kScaleAlpha)));
        return hn::IfThenElse(hn::Le(result, hn::Zero(d)), negative, hn::Mul(grad, hn::Set(d, kScale)));
    }
};

float SeluGradScalar(float grad, float result)
{
    return result <= 0.0f ? grad * (result + kScaleAlpha) : grad * kScale;
}

// An integer as FLOAT16 (rounded to nearest even; +-Inf past the range), widened to float32.
template <typename T>
float ThroughHalf(T v)
{
    return HalfToFloat(FloatToHalf(static_cast<float>(v)));
}

// A float32 rounded to FLOAT16, then to the nearest integer (ties to even), saturating; NaN gives 0.
template <typename T>
T ToIntegerThroughHalf(float f)
{
    const float h = HalfToFloat(FloatToHalf(f));
    if (std::isnan(h)) {
        return T{0};
    }
    const float r = std::nearbyint(h);
    if (r <= static_cast<float>(std::numeric_limits<T>::min())) {
        return std::numeric_limits<T>::min();
    }
    if (r >= static_cast<float>(std::numeric_limits<T>::max())) {
        return std::numeric_limits<T>::max();
    }
    return static_cast<T>(r);
}

template <typename T>
void IntegerBlock(const T *grad, const T *result, T *out, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        out[i] = ToIntegerThroughHalf<T>(SeluGradScalar(ThroughHalf(grad[i]), ThroughHalf(result[i])));
    }
}

}  // namespace

void SeluGradBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    SeluGradParams p;
    std::memcpy(&p, step.params, sizeof(p));
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const size_t n = end - begin;
    bool handled = VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.dtype, [&](auto tag) {
        using T = FloatLane<decltype(tag)>;
        BinaryLoopF32<T>(SeluGradLane{}, reinterpret_cast<const T *>(operands[0]) + begin,
                         reinterpret_cast<const T *>(operands[1]) + begin, reinterpret_cast<T *>(operands[2]) + begin,
                         n, nonTemporal);
    });
    handled = handled || VisitDtypeAmong<Int32Tag, Int8Tag>(p.dtype, [&](auto tag) {
                  using T = typename decltype(tag)::Storage;
                  IntegerBlock(reinterpret_cast<const T *>(operands[0]) + begin,
                               reinterpret_cast<const T *>(operands[1]) + begin,
                               reinterpret_cast<T *>(operands[2]) + begin, n);
              });
    if (!handled) {
        HWY_ABORT("SeluGrad kernel: no code for dtype %s", DtypeName(p.dtype));
    }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(SeluGrad)
}  // namespace aclp
#endif  // HWY_ONCE
