// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_KERNELS_SOFT_SHRINK_KERNEL_H_
#define ACLP_KERNELS_SOFT_SHRINK_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct SoftShrinkParams {
    aclDataType dtype;
    float lambd;  // >= 0 or NaN (the entries refuse a negative one)
    float bias;   // what moves the elements outside the band: lambd for SoftShrink, Shrink's own bias
};

// The SoftShrink band (Softshrink, and Shrink with its own bias) over elements [begin, end): operands {x, y},
// dense, of one dtype (FLOAT, FLOAT16, BFLOAT16, computed in float32 lanes and rounded once to the dtype);
// y = x > lambd ? x - bias : x < -lambd ? x + bias : +0. Runs on the best SIMD target of the CPU.
void SoftShrinkKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_KERNELS_SOFT_SHRINK_KERNEL_H_
