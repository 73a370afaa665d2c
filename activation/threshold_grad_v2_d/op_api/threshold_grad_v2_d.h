// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_OP_API_THRESHOLD_GRAD_V2_D_H_
#define ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_OP_API_THRESHOLD_GRAD_V2_D_H_

#include "nnopbase/executor.h"
#include "nnopbase/tensor.h"

namespace l0op {

// Records out = (self <= threshold) ? +0 : gradOutput over `numel` dense elements of one dtype.
void ThresholdGradV2D(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                      const aclp::BufferRef &out, aclDataType dtype, uint64_t numel,
                      const aclp::ScalarValue &threshold);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_THRESHOLD_GRAD_V2_D_OP_API_THRESHOLD_GRAD_V2_D_H_
