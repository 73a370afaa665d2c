// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SHRINK_GRAD_OP_KERNEL_HARD_SHRINK_GRAD_KERNEL_H_
#define ACLP_ACTIVATION_HARD_SHRINK_GRAD_OP_KERNEL_HARD_SHRINK_GRAD_KERNEL_H_

#include "nnopbase/executor.h"

namespace aclp {

// Kernel of l0 HardShrinkGrad over elements [begin, end): operands {gradOutput, self, out}, dense, of one
// dtype (FLOAT, FLOAT16, BFLOAT16); step.params holds a HardShrinkGradParams. Runs on the best SIMD target
// of the CPU.
void HardShrinkGradKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);
// Its test alone (a GateBitsFn): bit i of `bits` = whether self[i] lets gradOutput[i] through.
void HardShrinkGradGateBits(const KernelStep &step, const uint8_t *self, uint8_t *bits, size_t n);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARD_SHRINK_GRAD_OP_KERNEL_HARD_SHRINK_GRAD_KERNEL_H_
