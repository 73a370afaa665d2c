// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARDTANH_GRAD_OP_KERNEL_HARDTANH_GRAD_KERNEL_H_
#define ACLP_ACTIVATION_HARDTANH_GRAD_OP_KERNEL_HARDTANH_GRAD_KERNEL_H_

#include "nnopbase/executor.h"

namespace aclp {

// Kernel of l0 HardtanhGrad over elements [begin, end): operands {gradOutput, self, out}, dense, of one dtype
// (FLOAT, FLOAT16, BFLOAT16); step.params holds a HardtanhGradParams. Runs on the best SIMD target of the CPU.
void HardtanhGradKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARDTANH_GRAD_OP_KERNEL_HARDTANH_GRAD_KERNEL_H_
