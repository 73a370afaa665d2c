// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_RELU_V2_OP_API_RELU_V2_H_
#define ACLP_ACTIVATION_RELU_V2_OP_API_RELU_V2_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records y = max(x, 0) and the packed mask of x > 0 over `numel` dense elements of one dtype.
void ReluV2(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, const aclp::BufferRef &mask,
            aclDataType dtype, uint64_t numel);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_RELU_V2_OP_API_RELU_V2_H_
