// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Host side of ThresholdGradV2D: how a threshold of any real dtype becomes the kernel's parameters.
// Pure functions, tested without running kernels.
#ifndef ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_OP_HOST_THRESHOLD_GRAD_V2_D_TILING_H_
#define ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_OP_HOST_THRESHOLD_GRAD_V2_D_TILING_H_

#include <cstdint>

#include "acl/acl_base.h"
#include "nnopbase/tensor.h"

namespace aclp {

// out = (self <= threshold) ? +0 : grad.
// FLOAT: compare in float32 against `threshold` (a NaN threshold compares false everywhere).
// Integer dtypes and FLOAT16/BF16: zero where lo <= key(self) <= hi, with key(x) = x for integers and,
// for 16-bit floats, an order-preserving integer key of the bits (see threshold_grad_v2_d_kernel.cpp);
// lo > hi means "never zero".
struct ThresholdGradParams {
    aclDataType dtype;
    float threshold;
    int64_t lo;
    int64_t hi;
};

ThresholdGradParams MakeThresholdGradParams(aclDataType dtype, const ScalarValue &threshold);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_OP_HOST_THRESHOLD_GRAD_V2_D_TILING_H_
