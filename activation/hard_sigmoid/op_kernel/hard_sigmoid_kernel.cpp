// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardSigmoid: y = min(max(x + 3, 0), 6) / 6 in float32 lanes, PyTorch's order of operations (a correctly
// rounded division, not a multiply by 1/6: the two differ in the last bit of about a fifth of FLOAT results).
// CANN's kernel computes x * (1/6) + 1/2 instead; we follow PyTorch bit for bit. The clamps are
// selects, so NaN passes through (an arithmetic max/min would drop it on x86). FLOAT16 and BFLOAT16
// are widened exactly and the result rounded once to nearest even, as PyTorch's float opmath does (their
// divide is a multiply by 1/6 that no input can tell from it, see the lane).
// INT32 (CANN only; PyTorch has no integer hardsigmoid): the float32 result truncated, which is 1
// exactly where x >= 3. Compiled once per SIMD target.
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "op_kernel/hard_sigmoid_kernel.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include "engine/constant_quotient-inl.h"
#include "engine/dtype.h"
#include "engine/elementwise-inl.h"
#include "engine/kernel_dispatch.h"
#include "engine/kernel_params.h"
#include "hwy/highway.h"
#include "op_kernel/hard_sigmoid_kernel.h"

HWY_BEFORE_NAMESPACE();
namespace aclp {
namespace HWY_NAMESPACE {
namespace {

template <bool kSixteenBit>
struct HardSigmoidLane {
    // The result is 0, NaN or at least 2^-22 / 6 (see below): the BFLOAT16 pair loop may round it by instruction.
    static constexpr bool kNoSubnormalResults = true;

    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        const auto six = hn::Set(d, 6.0f);
        auto t = hn::Add(x, hn::Set(d, 3.0f));  // never -0: x + 3 == 0 gives +0
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_SSSE3
        // x86's max and min instructions return their second operand when either is NaN: max(0, t) and min(6, t)
        // are the selects below in one instruction each (a compare and a blend otherwise). Not on HWY_SCALAR,
        // whose Max drops a NaN.
        t = hn::Min(six, hn::Max(hn::Zero(d), t));
#else
        t = hn::IfThenZeroElse(hn::Lt(t, hn::Zero(d)), t);  // NaN compares false: kept
        t = hn::IfThenElse(hn::Gt(t, six), six, t);
#endif
        // FLOAT16 and BFLOAT16: a multiply by the float32 nearest 1/6, which can be one unit off the float32
        // quotient but never changes the value rounded to the 16-bit dtype (all 65536 inputs of each are
        // checked on every SIMD target).
        if constexpr (kSixteenBit) {
            return hn::Mul(t, hn::Set(d, 1.0f / 6.0f));
        }
        // FLOAT: the correctly rounded t / 6 without a divide where the target has FMA: equal to the quotient
        // for t = 0 and every float t in [2^-24, 6] (checked exhaustively by the
        // HardsigmoidResults.SixthByFmaIsTheQuotient test), and t here is 0, NaN or at least 2^-22 (x + 3 is
        // exact near x = -3, where floats are 2^-22 apart).
        return QuotientByFma<6>(d, t);
    }
};

struct HardSigmoidIntLane {
    template <class D, class V>
    HWY_INLINE V operator()(D d, V x, V) const
    {
        return hn::IfThenElseZero(hn::Gt(x, hn::Set(d, 2)), hn::Set(d, 1));  // x >= 3
    }
};

}  // namespace

void HardSigmoidBlock(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end)
{
    const auto p = ParamsOf<HardSigmoidParams>(step);
    const bool nonTemporal = step.tiling.nonTemporal != 0;
    bool handled = true;
    if (p.dtype == ACL_INT32) {
        const int32_t *x = reinterpret_cast<const int32_t *>(operands[0]) + begin;
        BinaryLoop(HardSigmoidIntLane{}, x, x, reinterpret_cast<int32_t *>(operands[1]) + begin, end - begin,
                   nonTemporal);
    } else {
        handled = UnaryFloatLanesBlock(HardSigmoidLane<false>{}, HardSigmoidLane<true>{}, p.dtype, operands, begin, end,
                                       nonTemporal);
    }
    RequireHandled(handled, "HardSigmoid", p.dtype);
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace aclp {
ACLP_DISPATCH_KERNEL(HardSigmoid)
}  // namespace aclp
#endif  // HWY_ONCE
