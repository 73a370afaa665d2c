// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_LEAKY_RELU_GRAD_OP_KERNEL_LEAKY_RELU_GRAD_KERNEL_H_
#define ACLP_ACTIVATION_LEAKY_RELU_GRAD_OP_KERNEL_LEAKY_RELU_GRAD_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct LeakyReluGradParams {
    aclDataType dtype;
    float negativeSlope;  // as CANN's kernel takes it (the scalar rounded to float32)
};

// Kernel of l0 LeakyReluGrad over elements [begin, end): operands {gradOutput, self, out}, dense, of one dtype
// (FLOAT, FLOAT16, BFLOAT16 in float32 lanes, DOUBLE in its own); out = self > 0 ? gradOutput : gradOutput *
// negativeSlope. Runs on the best SIMD target of the CPU.
void LeakyReluGradKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_LEAKY_RELU_GRAD_OP_KERNEL_LEAKY_RELU_GRAD_KERNEL_H_
