// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SHRINK_OP_KERNEL_HARD_SHRINK_KERNEL_H_
#define ACLP_ACTIVATION_HARD_SHRINK_OP_KERNEL_HARD_SHRINK_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct HardShrinkParams {
    aclDataType dtype;
    float lambd;  // >= 0 or NaN (the entry has made a negative one 0)
};

// Kernel of l0 HardShrink over elements [begin, end): operands {x, y}, dense, of one dtype (FLOAT,
// FLOAT16, BFLOAT16, compared in float32 lanes); y = |x| <= lambd ? +0 : x. Runs on the best SIMD target
// of the CPU.
void HardShrinkKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_HARD_SHRINK_OP_KERNEL_HARD_SHRINK_KERNEL_H_
