// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_LEAKY_RELU_OP_API_LEAKY_RELU_H_
#define ACLP_ACTIVATION_LEAKY_RELU_OP_API_LEAKY_RELU_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records y = x > 0 ? x : x * negativeSlope over `numel` dense elements of one dtype (FLOAT, FLOAT16,
// BFLOAT16, DOUBLE).
void LeakyRelu(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
               uint64_t numel, float negativeSlope);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_LEAKY_RELU_OP_API_LEAKY_RELU_H_
