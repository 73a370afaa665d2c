// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Threshold, Caffe's layer as GE's Threshold operator computes it: y = (x > threshold) ? 1 : 0. CANN has no
// aclnn entry for it; graph mode calls these two phases, shaped like an aclnn entry's (not a public API).
#ifndef ACLP_ACTIVATION_THRESHOLD_OP_API_THRESHOLD_STEP_H_
#define ACLP_ACTIVATION_THRESHOLD_OP_API_THRESHOLD_STEP_H_

#include "aclnn/acl_meta.h"
#include "common/export.h"
#include "nnopbase/executor.h"

namespace l0op {

// Records y = (x > threshold) ? 1 : 0 over `numel` dense elements of `dtype` (FLOAT, FLOAT16 or BFLOAT16).
void Threshold(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
               uint64_t numel, float threshold);

}  // namespace l0op

namespace aclp {

// Phase 1: x FLOAT, FLOAT16 or BFLOAT16 of at most 8 dims, y of x's dtype and shape (any strides), threshold
// any real scalar (read as float32). Errors as an aclnn entry reports them (161001 null, 161002 invalid).
ACLP_EXPORT aclnnStatus ThresholdStepGetWorkspaceSize(const aclTensor *x, const aclScalar *threshold, aclTensor *y,
                                                      uint64_t *workspaceSize, aclOpExecutor **executor);
// Phase 2.
ACLP_EXPORT aclnnStatus ThresholdStep(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                      aclrtStream stream);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_THRESHOLD_OP_API_THRESHOLD_STEP_H_
