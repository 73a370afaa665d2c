// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_OP_KERNEL_THRESHOLD_GRAD_V2_D_KERNEL_H_
#define ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_OP_KERNEL_THRESHOLD_GRAD_V2_D_KERNEL_H_

#include "nnopbase/executor.h"

namespace aclp {

// Kernel of l0 ThresholdGradV2D over elements [begin, end): operands {gradOutput, self, out}, all dense
// and of one dtype; step.params holds a ThresholdGradParams. Runs on the best SIMD target of the CPU.
void ThresholdGradV2DKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);
// Its test alone (a GateBitsFn): bit i of `bits` = whether self[i] lets gradOutput[i] through.
void ThresholdGradV2DGateBits(const KernelStep &step, const uint8_t *self, uint8_t *bits, size_t n);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_OP_KERNEL_THRESHOLD_GRAD_V2_D_KERNEL_H_
