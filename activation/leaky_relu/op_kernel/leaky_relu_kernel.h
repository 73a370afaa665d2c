// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_LEAKY_RELU_OP_KERNEL_LEAKY_RELU_KERNEL_H_
#define ACLP_ACTIVATION_LEAKY_RELU_OP_KERNEL_LEAKY_RELU_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct LeakyReluParams {
    aclDataType dtype;
    float negativeSlope;
};

// Kernel of l0 LeakyRelu over elements [begin, end): operands {x, y}, dense, of one dtype (FLOAT,
// FLOAT16, BFLOAT16 in float32 lanes; DOUBLE in double lanes); y = x > 0 ? x : x * negativeSlope.
// Runs on the best SIMD target of the CPU.
void LeakyReluKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_LEAKY_RELU_OP_KERNEL_LEAKY_RELU_KERNEL_H_
