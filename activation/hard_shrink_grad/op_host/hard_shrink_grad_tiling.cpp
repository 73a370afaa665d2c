// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_host/hard_shrink_grad_tiling.h"

#include <cmath>
#include <cstring>

#include "common/half.h"

namespace aclp {

HardShrinkGradParams MakeHardShrinkGradParams(aclDataType dtype, float lambd, Float16Lambd float16)
{
    HardShrinkGradParams p{dtype, 0};
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

}  // namespace aclp
