// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "op_host/hardtanh_grad_tiling.h"

#include <cmath>

#include "common/half.h"

namespace aclp {

HardtanhGradParams MakeHardtanhGradParams(aclDataType dtype, float min, float max)
{
    HardtanhGradParams p{dtype, std::isnan(min) ? INFINITY : min, std::isnan(max) ? -INFINITY : max, 0, 0};
    if (dtype == ACL_FLOAT16 || dtype == ACL_BF16) {
        const bool bf16 = dtype == ACL_BF16;
        // self > min exactly when Key16(self) > the largest key of a value <= min; self < max exactly when
        // Key16(self) < the smallest key of a value >= max, which is -FloorKey16(-max) (keys are symmetric).
        p.lo = static_cast<int32_t>(FloorKey16(p.min, bf16));
        p.hi = static_cast<int32_t>(-FloorKey16(-p.max, bf16));
    }
    return p;
}

}  // namespace aclp
