// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HEAVISIDE_OP_API_HEAVISIDE_H_
#define ACLP_ACTIVATION_HEAVISIDE_OP_API_HEAVISIDE_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records out = input == 0 ? values : input > 0 ? 1 : 0 over `numel` dense elements of one dtype (FLOAT, FLOAT16,
// BFLOAT16).
void Heaviside(aclOpExecutor *executor, const aclp::BufferRef &input, const aclp::BufferRef &values,
               const aclp::BufferRef &out, aclDataType dtype, uint64_t numel);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_HEAVISIDE_OP_API_HEAVISIDE_H_
