// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_KERNEL_HARD_SWISH_GRAD_KERNEL_H_
#define ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_KERNEL_HARD_SWISH_GRAD_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct HardSwishGradParams {
    aclDataType dtype;
    bool v2;  // aclnnHardswishBackwardV2's bounds and form (see the kernel)
};

// Kernel of l0 HardSwishGrad over elements [begin, end): operands {gradOutput, self, out}, dense, of one dtype
// (FLOAT, FLOAT16, BFLOAT16, computed in float32 lanes and rounded once to the dtype). Runs on the best SIMD target
// of the CPU.
void HardSwishGradKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARD_SWISH_GRAD_OP_KERNEL_HARD_SWISH_GRAD_KERNEL_H_
