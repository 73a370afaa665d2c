// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SIGMOID_OP_KERNEL_HARD_SIGMOID_KERNEL_H_
#define ACLP_ACTIVATION_HARD_SIGMOID_OP_KERNEL_HARD_SIGMOID_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct HardSigmoidParams {
    aclDataType dtype;
};

// Kernel of l0 HardSigmoid over elements [begin, end): operands {x, y}, dense, of one dtype;
// y = min(max(x + 3, 0), 6) / 6 in float32 (INT32: 1 where x >= 3, else 0). Runs on the best SIMD
// target of the CPU.
void HardSigmoidKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARD_SIGMOID_OP_KERNEL_HARD_SIGMOID_KERNEL_H_
