// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_SELU_GRAD_OP_KERNEL_SELU_GRAD_KERNEL_H_
#define ACLP_ACTIVATION_SELU_GRAD_OP_KERNEL_SELU_GRAD_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct SeluGradParams {
    aclDataType dtype;
};

// Kernel of l0 SeluGrad over elements [begin, end): operands {gradOutput, result, gradInput}, dense, of one dtype
// (FLOAT, FLOAT16, BFLOAT16 in float32 lanes; INT32 and INT8 through FLOAT16, as CANN's kernel converts them).
// Runs on the best SIMD target of the CPU.
void SeluGradKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_SELU_GRAD_OP_KERNEL_SELU_GRAD_KERNEL_H_
