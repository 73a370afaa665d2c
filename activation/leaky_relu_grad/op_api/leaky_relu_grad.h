// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_LEAKY_RELU_GRAD_OP_API_LEAKY_RELU_GRAD_H_
#define ACLP_ACTIVATION_LEAKY_RELU_GRAD_OP_API_LEAKY_RELU_GRAD_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records out = self > 0 ? gradOutput : gradOutput * negativeSlope over `numel` dense elements of one dtype (FLOAT,
// FLOAT16, BFLOAT16, DOUBLE).
void LeakyReluGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                   const aclp::BufferRef &out, aclDataType dtype, uint64_t numel, float negativeSlope);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_LEAKY_RELU_GRAD_OP_API_LEAKY_RELU_GRAD_H_
