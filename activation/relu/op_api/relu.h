// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_RELU_OP_API_RELU_H_
#define ACLP_ACTIVATION_RELU_OP_API_RELU_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records y = max(x, 0) (+0 for x <= 0, NaN kept) over `numel` dense elements of one dtype.
void Relu(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
          uint64_t numel);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_RELU_OP_API_RELU_H_
