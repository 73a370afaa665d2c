// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_SHRINK_OP_API_SHRINK_H_
#define ACLP_ACTIVATION_SHRINK_OP_API_SHRINK_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records y = x > lambd ? x - bias : x < -lambd ? x + bias : +0 over `numel` dense elements of one dtype
// (FLOAT, FLOAT16), in the dtype: FLOAT16 with lambd and bias rounded to FLOAT16 first.
void Shrink(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
            uint64_t numel, float lambd, float bias);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_SHRINK_OP_API_SHRINK_H_
