// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_SIGMOID_GRAD_OP_KERNEL_SIGMOID_GRAD_KERNEL_H_
#define ACLP_ACTIVATION_SIGMOID_GRAD_OP_KERNEL_SIGMOID_GRAD_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct SigmoidGradParams {
    aclDataType dtype;
};

// Kernel of l0 SigmoidGrad over elements [begin, end): operands {gradOutput, output, gradInput}, dense, of one dtype
// (FLOAT, FLOAT16, BFLOAT16 in float32 lanes, DOUBLE in its own); gradInput = ((1 - output) * gradOutput) * output,
// for COMPLEX64/COMPLEX128 gradOutput * conj((1 - output) * output).
// Runs on the best SIMD target of the CPU.
void SigmoidGradKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_SIGMOID_GRAD_OP_KERNEL_SIGMOID_GRAD_KERNEL_H_
