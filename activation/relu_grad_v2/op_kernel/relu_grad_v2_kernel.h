// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_RELU_GRAD_V2_OP_KERNEL_RELU_GRAD_V2_KERNEL_H_
#define ACLP_ACTIVATION_RELU_GRAD_V2_OP_KERNEL_RELU_GRAD_V2_KERNEL_H_

#include "acl/acl_base.h"
#include "nnopbase/executor.h"

namespace aclp {

struct ReluGradV2Params {
    aclDataType dtype;
};

// Kernel of l0 ReluGradV2 over elements [begin, end), begin a multiple of 64: operands {gradients,
// mask bytes, backprops}; backprops[i] = bit i of the mask (LSB first) ? gradients[i] : +0.
void ReluGradV2Kernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_RELU_GRAD_V2_OP_KERNEL_RELU_GRAD_V2_KERNEL_H_
