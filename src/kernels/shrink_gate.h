// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The shrink gate HardshrinkBackward, SoftshrinkBackward and Hardshrink share: out = |self| <= L ? +0 : passed,
// decided on self's magnitude bits. How lambd becomes the kernel's one parameter (a pure function, tested without
// running kernels), and the kernel (shrink_gate_kernel.cpp).
#ifndef ACLP_KERNELS_SHRINK_GATE_H_
#define ACLP_KERNELS_SHRINK_GATE_H_

#include <cmath>
#include <cstdint>
#include <cstring>

#include "acl/acl_base.h"
#include "common/half.h"
#include "nnopbase/executor.h"

namespace aclp {

// out = |self| <= L ? +0 : grad, where L is lambd for FLOAT and BFLOAT16 (BFLOAT16 values compared with the
// float32 lambd) and, for FLOAT16, lambd rounded to FLOAT16 (HardshrinkBackward: CANN's kernel compares in
// FLOAT16) or lambd itself (SoftshrinkBackward, whose kernel widens to float32). Magnitudes order like their bit
// patterns with the sign cleared (NaNs above +Inf), so the kernel zeroes exactly where (bits & ~sign) <
// limit: limit is one past the largest magnitude pattern whose value is <= L (0 when none is: L NaN).
struct ShrinkGateParams {
    aclDataType dtype;
    int32_t limit;
};

enum class Float16Lambd { kRounded, kExact };

inline ShrinkGateParams MakeShrinkGateParams(aclDataType dtype, float lambd,
                                             Float16Lambd float16 = Float16Lambd::kRounded)
{
    ShrinkGateParams p{dtype, 0};
    if (std::isnan(lambd) || lambd < 0.0f) {
        return p;  // no magnitude is <= lambd: the gradient passes everywhere
    }
    uint32_t bits;
    const float magnitude = std::fabs(lambd);  // -0 acts as +0
    std::memcpy(&bits, &magnitude, sizeof(bits));
    if (dtype == ACL_FLOAT16) {
        uint16_t h = FloatToHalf(magnitude);  // lambd rounded to FLOAT16 (+Inf from 65520)
        if (float16 == Float16Lambd::kExact && HalfToFloat(h) > magnitude) {
            --h;  // rounding went up: the FLOAT16 below is the largest <= lambd
        }
        p.limit = static_cast<int32_t>(h) + 1;
    } else if (dtype == ACL_BF16) {
        p.limit = static_cast<int32_t>(bits >> 16) + 1;  // the largest BFLOAT16 <= lambd: truncated
    } else {
        p.limit = static_cast<int32_t>(bits) + 1;
    }
    return p;
}

// The gate over elements [begin, end): operands {passed, self, out} of one dtype (FLOAT, FLOAT16, BFLOAT16), params
// a ShrinkGateParams. Runs on the best SIMD target of the CPU.
void ShrinkGateKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);
// Its test alone (a gating select's GateBitsFn): bit i of `bits` is 1 where self[i] passes.
void ShrinkGateGateBits(const KernelStep &step, const uint8_t *self, uint8_t *bits, size_t n);

}  // namespace aclp

#endif  // ACLP_KERNELS_SHRINK_GATE_H_
