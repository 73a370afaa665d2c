// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_HARDTANH_GRAD_OP_API_HARDTANH_GRAD_H_
#define ACLP_ACTIVATION_HARDTANH_GRAD_OP_API_HARDTANH_GRAD_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records out = (self > min && self < max) || self is NaN ? gradOutput : +0 over `numel` dense elements of one
// dtype (FLOAT, FLOAT16, BFLOAT16), compared in float32 with the float32 bounds (see hardtanh_grad_tiling.h).
void HardtanhGrad(aclOpExecutor *executor, const aclp::BufferRef &gradOutput, const aclp::BufferRef &self,
                  const aclp::BufferRef &out, aclDataType dtype, uint64_t numel, float min, float max);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_HARDTANH_GRAD_OP_API_HARDTANH_GRAD_H_
