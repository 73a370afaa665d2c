// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SeluGrad: y = result <= 0 ? grad * (result + scale * alpha) : grad * scale, as CANN's kernel and PyTorch's
// elu_backward (is_result) compute it, with the float32 constants scale = 1.0507010 and scale * alpha = 1.7580993
// (the float32 nearest each; PyTorch's float32 product of alpha and scale is that same value). Floating dtypes in
// float32 lanes, each operation rounded to float32, no fused operations (multiplies as fma(a, b, -0), the same bits:
// engine/product-inl.h), then rounded once to the dtype; a NaN result takes the second branch. INT32 and INT8 go
// through FLOAT16 both ways, as CANN's kernel converts them: the integer rounded to FLOAT16 (+-Inf past 65504),
// widened, computed, rounded to FLOAT16, then to the nearest integer (ties to even), saturating to the dtype's range
// (NaN gives 0). Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/selu_grad_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cmath>
#include <limits>
#include <type_traits>

#include "common/half.h"
#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "engine/product-inl.h"
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
        // One multiply by the factor of the branch taken: the same bits as selecting between two products.
        const V factor =
            hn::IfThenElse(hn::Le(result, hn::Zero(d)), hn::Add(result, hn::Set(d, kScaleAlpha)), hn::Set(d, kScale));
        return Product(d, grad, factor);
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

// The same steps a vector at a time (a scalar loop spent ~9 ns an element on the conversions), the ragged ends as
// above, through the shared loop skeleton: INT32 with streaming stores when the tiling asks (INT8 computes longer
// than it moves bytes). Int32 lanes hold either dtype: int8 widens exactly and narrows with saturation.
template <typename T>
void IntegerBlock(const T *grad, const T *result, T *out, size_t n, bool nonTemporal)
{
    constexpr bool kInt32 = std::is_same_v<T, int32_t>;
    const hn::ScalableTag<float> df;
    const hn::RebindToSigned<decltype(df)> di32;
    const hn::Rebind<T, decltype(df)> dt;
    const size_t N = hn::Lanes(df);
    const auto load = [&](const T *p, bool s) {
        if constexpr (kInt32) {  // to FLOAT16 (+-Inf past 65504), widened
            return RoundTo<hwy::float16_t>(df, hn::ConvertTo(df, LoadVec(di32, p, s)));
        } else {  // every int8 is a FLOAT16 value
            return hn::ConvertTo(df, hn::PromoteTo(di32, LoadVec(dt, p, s)));
        }
    };
    // INT32's saturation bounds as float32: -2^31 and the largest float below 2^31 (FLOAT16 values never reach
    // them: only +-Inf is clamped, +Inf then set to INT32_MAX below).
    [[maybe_unused]] const float lo = -2147483648.0f;
    [[maybe_unused]] const float hi = 2147483520.0f;
    const bool stream = kInt32 && CanStream(out, nonTemporal);
    StepLoop(
        n, N, stream ? StreamHead(out, N, n) : 0, stream,
        [&](size_t i, bool s) ACLP_INLINE_STEP {
            const auto y = RoundTo<hwy::float16_t>(df, SeluGradLane{}(df, load(grad + i, s), load(result + i, s)));
            if constexpr (kInt32) {
                const auto above = hn::Gt(y, hn::Set(df, hi));
                const auto r = hn::IfThenZeroElse(hn::IsNaN(y), hn::Round(y));  // nearest, ties to even; NaN: 0
                auto v = hn::ConvertTo(di32, hn::Min(hn::Max(r, hn::Set(df, lo)), hn::Set(df, hi)));
                v = hn::IfThenElse(hn::RebindMask(di32, above), hn::Set(di32, std::numeric_limits<T>::max()), v);
                StoreVec(v, di32, out + i, s);
            } else {
                // |y| <= 128 * 126.25 < 2^22: never NaN nor past FLOAT16's range. Adding 1.5 * 2^23 rounds it to
                // an integer (nearest, ties to even: the sum's unit in the last place is 1), whose bits are the
                // sum's minus those of 1.5 * 2^23; the narrowing saturates. Two operations instead of the five of
                // a conversion guarding against overflow (INT8 is bound by these operations, not by memory).
                (void)s;
                const auto magic = hn::Set(df, 12582912.0f);
                const auto n = hn::Sub(hn::BitCast(di32, hn::Add(y, magic)), hn::BitCast(di32, magic));
                hn::StoreU(hn::DemoteTo(dt, n), dt, out + i);
            }
        },
        [&](size_t i, size_t count, bool) {
            for (size_t k = i; k < i + count; ++k) {
                out[k] = ToIntegerThroughHalf<T>(SeluGradScalar(ThroughHalf(grad[k]), ThroughHalf(result[k])));
            }
        });
}

}  // namespace

void SeluGradBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<SeluGradParams>(step);
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
                               reinterpret_cast<T *>(operands[2]) + begin, n, nonTemporal);
              });
    RequireHandled(handled, "SeluGrad", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(SeluGrad)
}  // namespace aclp
#endif  // HWY_ONCE
