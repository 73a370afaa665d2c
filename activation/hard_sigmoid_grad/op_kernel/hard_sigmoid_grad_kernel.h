// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SIGMOID_GRAD_OP_KERNEL_HARD_SIGMOID_GRAD_KERNEL_H_
#define ACLP_ACTIVATION_HARD_SIGMOID_GRAD_OP_KERNEL_HARD_SIGMOID_GRAD_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

// The dtype of one HardSigmoidGrad kernel, FLOAT, FLOAT16 or BFLOAT16, shared by its three operands;
// computed in float32 and rounded to it.
struct HardSigmoidGradParams {
    aclDataType dtype;
};

// Kernel over elements [begin, end): operands {gradOutput, self, out}, dense; step.params holds a
// HardSigmoidGradParams. Runs on the best SIMD target of the CPU.
void HardSigmoidGradKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARD_SIGMOID_GRAD_OP_KERNEL_HARD_SIGMOID_GRAD_KERNEL_H_
