// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_SQUARED_RELU_OP_KERNEL_SQUARED_RELU_KERNEL_H_
#define ACLP_ACTIVATION_SQUARED_RELU_OP_KERNEL_SQUARED_RELU_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct SquaredReluParams {
    aclDataType dtype;
};

// Kernel of l0 SquaredRelu over elements [begin, end): operands {x, y}, dense, of one dtype (FLOAT, FLOAT16,
// BFLOAT16, computed in float32 lanes and rounded once to the dtype); y = relu(x) * relu(x). Runs on the best SIMD
// target of the CPU.
void SquaredReluKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_SQUARED_RELU_OP_KERNEL_SQUARED_RELU_KERNEL_H_
