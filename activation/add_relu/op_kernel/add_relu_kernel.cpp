// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// AddRelu: out = relu(self + alpha * other) (see add_relu_kernel.h). Floating inputs widen exactly to float32; the
// product and sum are one fused multiply-add, as PyTorch's CPU add computes them: on a SIMD target without FMA
// the elements go through std::fmaf one by one (correctly rounded) rather than a multiply and an add, whose two
// roundings would differ. Integers are a plain loop in unsigned arithmetic (wrapping as the dtype does).
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

template <typename T>
void IntegerBlock(const AddReluParams &p, const T *self, const T *other, T *out, size_t n)
{
    using U = std::make_unsigned_t<T>;
    // uint64_t arithmetic wraps without overflow; its low bits are the dtype's wrapped result.
    const uint64_t alpha = static_cast<uint64_t>(p.withAlpha ? p.alphaInteger : 1);
    for (size_t i = 0; i < n; ++i) {
        const uint64_t wide =
            static_cast<uint64_t>(static_cast<U>(self[i])) + alpha * static_cast<uint64_t>(static_cast<U>(other[i]));
        const T sum = static_cast<T>(static_cast<U>(wide));
        out[i] = sum > 0 ? sum : T{0};
    }
}

}  // namespace

void AddReluBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    AddReluParams p;
    std::memcpy(&p, step.params, sizeof(p));
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
                         n);
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
