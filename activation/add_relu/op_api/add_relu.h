// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_ADD_RELU_OP_API_ADD_RELU_H_
#define ACLP_ACTIVATION_ADD_RELU_OP_API_ADD_RELU_H_

#include "nnopbase/executor.h"
#include "op_kernel/add_relu_kernel.h"

namespace l0op {

// Records out = relu(self + alpha * other) over `numel` dense elements (see add_relu_kernel.h for the dtypes).
void AddRelu(aclOpExecutor *executor, const aclp::BufferRef &self, const aclp::BufferRef &other,
             const aclp::BufferRef &out, const aclp::AddReluParams &params, uint64_t numel);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_ADD_RELU_OP_API_ADD_RELU_H_
