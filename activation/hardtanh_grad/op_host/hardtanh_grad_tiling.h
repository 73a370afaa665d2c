// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Host side of HardtanhGrad: how min and max become the kernel's parameters. A pure function, tested without
// running kernels.
#ifndef ACLP_ACTIVATION_HARDTANH_GRAD_OP_HOST_HARDTANH_GRAD_TILING_H_
#define ACLP_ACTIVATION_HARDTANH_GRAD_OP_HOST_HARDTANH_GRAD_TILING_H_

#include <cstdint>

#include "acl/acl_base.h"

namespace aclp {

// out = (self > min && self < max) || self is NaN ? grad : +0, comparing in float32 with the float32 min and
// max, as CANN's kernel does (16-bit values widen exactly, the bounds are not rounded to them).
// FLOAT: zero where self <= min or self >= max, a NaN bound replaced by the infinity that makes every
// comparison with it come out as CANN's does (min NaN -> +Inf, max NaN -> -Inf: no non-NaN self passes).
// FLOAT16/BFLOAT16: the same on Key16 (common/half.h) of self's bits: zero where key <= lo or key >= hi,
// unless self is NaN.
struct HardtanhGradParams {
    aclDataType dtype;
    float min;
    float max;
    int32_t lo;
    int32_t hi;
};

HardtanhGradParams MakeHardtanhGradParams(aclDataType dtype, float min, float max);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARDTANH_GRAD_OP_HOST_HARDTANH_GRAD_TILING_H_
