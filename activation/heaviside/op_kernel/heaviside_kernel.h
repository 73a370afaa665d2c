// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HEAVISIDE_OP_KERNEL_HEAVISIDE_KERNEL_H_
#define ACLP_ACTIVATION_HEAVISIDE_OP_KERNEL_HEAVISIDE_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct HeavisideParams {
    aclDataType dtype;
};

// Kernel of l0 Heaviside over elements [begin, end): operands {input, values, out}, dense, of one dtype (FLOAT,
// FLOAT16, BFLOAT16: selected on their bits); out = input == 0 ? values : input > 0 ? 1 : +0. Runs on the best
// SIMD target of the CPU.
void HeavisideKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HEAVISIDE_OP_KERNEL_HEAVISIDE_KERNEL_H_
