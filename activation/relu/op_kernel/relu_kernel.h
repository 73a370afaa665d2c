// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_RELU_OP_KERNEL_RELU_KERNEL_H_
#define ACLP_ACTIVATION_RELU_OP_KERNEL_RELU_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct ReluParams {
    aclDataType dtype;
};

// Kernel of l0 Relu over elements [begin, end): operands {x, y}, dense, of one dtype; y = +0 where
// x <= 0 (-0 included), else x (NaN kept). Runs on the best SIMD target of the CPU.
void ReluKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_RELU_OP_KERNEL_RELU_KERNEL_H_
