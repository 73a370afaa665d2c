// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARDTANH_GRAD_OP_KERNEL_HARDTANH_GRAD_KERNEL_H_
#define ACLP_ACTIVATION_HARDTANH_GRAD_OP_KERNEL_HARDTANH_GRAD_KERNEL_H_

#include "nnopbase/executor.h"

namespace aclp {

// Kernel of l0 HardtanhGrad over elements [begin, end): operands {gradOutput, self, out}, dense, of one dtype
// (FLOAT, FLOAT16, BFLOAT16); step.params holds a HardtanhGradParams. Runs on the best SIMD target of the CPU.
void HardtanhGradKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);
// Its test alone (a GateBitsFn): bit i of `bits` = whether self[i] lets gradOutput[i] through.
void HardtanhGradGateBits(const KernelStep &step, const uint8_t *self, uint8_t *bits, size_t n);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARDTANH_GRAD_OP_KERNEL_HARDTANH_GRAD_KERNEL_H_
