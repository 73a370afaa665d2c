// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// AddRelu: out = relu(self + alpha * other) (see add_relu_kernel.h). Floating inputs widen exactly to float32; the
// product and sum are one fused multiply-add, as PyTorch's CPU add computes them: on a SIMD target without FMA
// the elements go through std::fmaf one by one (correctly rounded) rather than a multiply and an add, whose two
// roundings would differ. Integers are added in unsigned lanes of their width (wrapping as the dtype does).
// Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/add_relu_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <cmath>
#include <cstring>
#include <type_traits>

#include "common/half.h"
#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "hwy/highway.h"
#include "op_kernel/add_relu_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

template <bool kWithAlpha>
struct AddReluLane {
    float alpha;
    template <class D, class V>
    HWY_INLINE V operator()(D d, V self, V other) const
    {
        V sum;
        if constexpr (kWithAlpha) {
            sum = hn::MulAdd(hn::Set(d, alpha), other, self);  // fused on the targets that take this path
        } else {
            sum = hn::Add(self, other);
        }
        return hn::IfThenZeroElse(hn::Le(sum, hn::Zero(d)), sum);  // -0 <= 0: +0; NaN compares false: kept
    }
};

// One element of a floating dtype, as float32 and back (round to nearest even).
template <typename T>
float ToFloat(T x)
{
    if constexpr (std::is_same_v<T, hwy::float16_t>) {
        uint16_t bits;
        std::memcpy(&bits, &x, 2);
        return HalfToFloat(bits);
    } else if constexpr (std::is_same_v<T, hwy::bfloat16_t>) {
        uint16_t bits;
        std::memcpy(&bits, &x, 2);
        return Bf16ToFloat(bits);
    } else {
        return x;
    }
}

template <typename T>
T FromFloat(float f)
{
    if constexpr (std::is_same_v<T, float>) {
        return f;
    } else {
        const uint16_t bits = std::is_same_v<T, hwy::float16_t> ? FloatToHalf(f) : FloatToBf16(f);
        T x;
        std::memcpy(&x, &bits, 2);
        return x;
    }
}

// The fused path one element at a time, for targets without FMA.
template <typename TA, typename TB, typename TO>
void FusedScalarLoop(float alpha, const TA *self, const TB *other, TO *out, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        const float sum = std::fmaf(alpha, ToFloat(other[i]), ToFloat(self[i]));
        out[i] = FromFloat<TO>(sum <= 0.0f ? 0.0f : sum);
    }
}

template <typename TA, typename TB, typename TO>
void FloatingBlock(const AddReluParams &p, const TA *self, const TB *other, TO *out, size_t n, bool nonTemporal)
{
    if (!p.withAlpha) {
        BinaryLoopF32<float>(AddReluLane<false>{0.0f}, self, other, out, n, nonTemporal);
        return;
    }
#if HWY_NATIVE_FMA
    BinaryLoopF32<float>(AddReluLane<true>{p.alpha}, self, other, out, n, nonTemporal);
#else
    (void)nonTemporal;
    FusedScalarLoop(p.alpha, self, other, out, n);
#endif
}

// `v * alpha` wrapping in the width of unsigned lanes (Highway has no 8-bit multiply: each byte's product in
// 16-bit lanes, whose low byte is the wrapped one).
template <class DU>
HWY_INLINE hn::Vec<DU> WrappingScale(DU du, hn::Vec<DU> v, hn::TFromD<DU> alpha)
{
    if constexpr (sizeof(hn::TFromD<DU>) == 1 && HWY_TARGET == HWY_SCALAR) {  // one lane: no 16-bit view of it
        return hn::Set(du, static_cast<hn::TFromD<DU>>(hn::GetLane(v) * alpha));
    } else if constexpr (sizeof(hn::TFromD<DU>) == 1) {
        const hn::Repartition<uint16_t, DU> d16;
        const auto a = hn::Set(d16, alpha);
        const auto v16 = hn::BitCast(d16, v);
        const auto even = hn::And(hn::Mul(v16, a), hn::Set(d16, uint16_t{0x00FF}));
        const auto odd = hn::ShiftLeft<8>(hn::Mul(hn::ShiftRight<8>(v16), a));
        return hn::BitCast(du, hn::Or(even, odd));
    } else {
        return hn::Mul(v, hn::Set(du, alpha));
    }
}

// Integers: self + alpha * other in unsigned lanes of the dtype's width (wrapping as the dtype does), then the
// larger of the sum and 0 (for UINT8 the sum itself).
template <bool kWithAlpha>
struct AddReluIntegerLane {
    int64_t alpha;  // converted to the dtype's width, wrapping
    template <class D, class V>
    HWY_INLINE V operator()(D d, V self, V other) const
    {
        const hn::RebindToUnsigned<D> du;
        using TU = hn::TFromD<decltype(du)>;
        auto scaled = hn::BitCast(du, other);
        if constexpr (kWithAlpha) {
            scaled = WrappingScale(du, scaled, static_cast<TU>(static_cast<uint64_t>(alpha)));
        }
        return hn::Max(hn::BitCast(d, hn::Add(hn::BitCast(du, self), scaled)), hn::Zero(d));
    }
};

template <typename T>
void IntegerBlock(const AddReluParams &p, const T *self, const T *other, T *out, size_t n, bool nonTemporal)
{
    if (p.withAlpha) {
        BinaryLoop<T>(AddReluIntegerLane<true>{p.alphaInteger}, self, other, out, n, nonTemporal);
    } else {
        BinaryLoop<T>(AddReluIntegerLane<false>{0}, self, other, out, n, nonTemporal);
    }
}

}  // namespace

void AddReluBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<AddReluParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    const size_t n = end - begin;
    bool handled = false;
    if (p.self == ACL_FLOAT || p.self == ACL_FLOAT16 || p.self == ACL_BF16) {
        VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.self, [&](auto a) {
            VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.other, [&](auto b) {
                VisitDtypeAmong<Float32Tag, Float16Tag, Bf16Tag>(p.out, [&](auto o) {
                    using TA = FloatLane<decltype(a)>;
                    using TB = FloatLane<decltype(b)>;
                    using TO = FloatLane<decltype(o)>;
                    FloatingBlock(p, reinterpret_cast<const TA *>(operands[0]) + begin,
                                  reinterpret_cast<const TB *>(operands[1]) + begin,
                                  reinterpret_cast<TO *>(operands[2]) + begin, n, nonTemporal);
                    handled = true;
                });
            });
        });
    } else {
        handled = VisitDtypeAmong<Int8Tag, Uint8Tag, Int16Tag, Int32Tag, Int64Tag>(p.self, [&](auto tag) {
            using T = typename decltype(tag)::Storage;
            IntegerBlock(p, reinterpret_cast<const T *>(operands[0]) + begin,
                         reinterpret_cast<const T *>(operands[1]) + begin, reinterpret_cast<T *>(operands[2]) + begin,
                         n, nonTemporal);
        });
    }
    if (!handled) {
        HWY_ABORT("AddRelu kernel: no code for dtypes %s, %s -> %s", DtypeName(p.self), DtypeName(p.other),
                  DtypeName(p.out));
    }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(AddRelu)
}  // namespace aclp
#endif  // HWY_ONCE
