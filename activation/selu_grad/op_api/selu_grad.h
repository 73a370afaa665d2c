// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_SELU_GRAD_OP_API_SELU_GRAD_H_
#define ACLP_ACTIVATION_SELU_GRAD_OP_API_SELU_GRAD_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records gradInput = SeluGrad(gradOutput, result) over `numel` dense elements of one dtype (FLOAT, FLOAT16,
// BFLOAT16, INT32, INT8).
void SeluGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &result,
              const aclp::BufferRef &gradInput, aclDataType dtype, uint64_t numel);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_SELU_GRAD_OP_API_SELU_GRAD_H_
