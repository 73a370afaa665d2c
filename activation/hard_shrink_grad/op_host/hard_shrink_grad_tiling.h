// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Host side of HardShrinkGrad: how lambd becomes the kernel's one parameter. A pure function, tested
// without running kernels.
#ifndef ACLP_ACTIVATION_HARD_SHRINK_GRAD_OP_HOST_HARD_SHRINK_GRAD_TILING_H_
#define ACLP_ACTIVATION_HARD_SHRINK_GRAD_OP_HOST_HARD_SHRINK_GRAD_TILING_H_

#include <cstdint>

#include "acl/acl_base.h"

namespace aclp {

// out = |self| <= L ? +0 : grad, where L is lambd for FLOAT and BFLOAT16 (BFLOAT16 values compared with the
// float32 lambd) and, for FLOAT16, lambd rounded to FLOAT16 (HardShrinkGrad: CANN's kernel compares in
// FLOAT16) or lambd itself (SoftShrinkGrad, whose kernel widens to float32). Magnitudes order like their bit
// patterns with the sign cleared (NaNs above +Inf), so the kernel zeroes exactly where (bits & ~sign) <
// limit: limit is one past the largest magnitude pattern whose value is <= L (0 when none is: L NaN).
struct HardShrinkGradParams {
    aclDataType dtype;
    int32_t limit;
};

enum class Float16Lambd { kRounded, kExact };

HardShrinkGradParams MakeHardShrinkGradParams(aclDataType dtype, float lambd,
                                              Float16Lambd float16 = Float16Lambd::kRounded);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARD_SHRINK_GRAD_OP_HOST_HARD_SHRINK_GRAD_TILING_H_
