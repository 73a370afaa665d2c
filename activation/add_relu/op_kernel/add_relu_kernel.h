// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_ADD_RELU_OP_KERNEL_ADD_RELU_KERNEL_H_
#define ACLP_ACTIVATION_ADD_RELU_OP_KERNEL_ADD_RELU_KERNEL_H_

#include <cstdint>

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

// out = relu(self + alpha * other).
// Floating (`self`, `other`, `out` each FLOAT, FLOAT16 or BFLOAT16): computed in float32, the sum rounded once
// (with alpha, one fused multiply-add), then relu (NaN kept, -0 and negatives +0), then rounded to out's dtype.
// Integers (all three of `self`'s dtype: INT8, UINT8, INT16, INT32, INT64): wrapping arithmetic with alpha
// converted to the dtype, then relu (nothing to do for UINT8).
struct AddReluParams {
    aclDataType self;
    aclDataType other;
    aclDataType out;
    bool withAlpha;        // false: self + other
    float alpha;           // floating dtypes
    int64_t alphaInteger;  // integer dtypes (converted to the dtype, wrapping)
};

// Kernel of l0 AddRelu over elements [begin, end): operands {self, other, out}, dense. Runs on the best SIMD
// target of the CPU.
void AddReluKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_ADD_RELU_OP_KERNEL_ADD_RELU_KERNEL_H_
