// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARD_SHRINK_OP_API_HARD_SHRINK_H_
#define ACLP_ACTIVATION_HARD_SHRINK_OP_API_HARD_SHRINK_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records y = |x| <= lambd ? +0 : x over `numel` dense elements of one dtype (FLOAT, FLOAT16, BFLOAT16).
void HardShrink(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
                uint64_t numel, float lambd);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_HARD_SHRINK_OP_API_HARD_SHRINK_H_
