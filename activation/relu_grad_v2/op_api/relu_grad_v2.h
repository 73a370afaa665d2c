// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_RELU_GRAD_V2_OP_API_RELU_GRAD_V2_H_
#define ACLP_ACTIVATION_RELU_GRAD_V2_OP_API_RELU_GRAD_V2_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records backprops = mask bit ? gradients : +0 over `numel` dense elements of one dtype.
void ReluGradV2(aclOpExecutor *executor, const aclp::BufferRef &gradients, const aclp::BufferRef &mask,
                const aclp::BufferRef &backprops, aclDataType dtype, uint64_t numel);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_RELU_GRAD_V2_OP_API_RELU_GRAD_V2_H_
