// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SWISH_OP_API_HARDSWISH_H_
#define ACLP_ACTIVATION_HARD_SWISH_OP_API_HARDSWISH_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records y = Hardswish(x) over `numel` dense elements of one dtype (FLOAT, FLOAT16, BFLOAT16; computed in
// float32).
void HardSwish(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
               uint64_t numel);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_HARD_SWISH_OP_API_HARDSWISH_H_
