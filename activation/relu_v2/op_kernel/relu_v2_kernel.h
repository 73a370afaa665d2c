// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_RELU_V2_OP_KERNEL_RELU_V2_KERNEL_H_
#define ACLP_ACTIVATION_RELU_V2_OP_KERNEL_RELU_V2_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct ReluV2Params {
    aclDataType dtype;
};

// Kernel of l0 ReluV2 over elements [begin, end), begin a multiple of 64: operands {x, y, mask bytes};
// y = max(x, 0) (NaN kept, -0 written as +0), mask bit i = x[i] > 0, LSB first.
void ReluV2Kernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_RELU_V2_OP_KERNEL_RELU_V2_KERNEL_H_
