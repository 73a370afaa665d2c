// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SHRINK_OP_KERNEL_HARD_SHRINK_KERNEL_H_
#define ACLP_ACTIVATION_HARD_SHRINK_OP_KERNEL_HARD_SHRINK_KERNEL_H_

#include "acl/acl_base.h"
#include "kernels/shrink_gate.h"
#include "nnopbase/executor.h"

namespace aclp {

// Kernel of l0 HardShrink over elements [begin, end): operands {x, y}, dense, of one dtype (FLOAT,
// FLOAT16, BFLOAT16); y = |x| <= lambd ? +0 : x, with step.params HardShrinkGrad's parameters made from
// lambd with Float16Lambd::kExact (x compared as float32 compares it). Runs on the best SIMD target of
// the CPU.
void HardShrinkKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARD_SHRINK_OP_KERNEL_HARD_SHRINK_KERNEL_H_
