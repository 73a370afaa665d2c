// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_THRESHOLD_OP_API_THRESHOLD_V2_H_
#define ACLP_ACTIVATION_THRESHOLD_OP_API_THRESHOLD_V2_H_

#include "nnopbase/executor.h"

namespace l0op {

// Records y = (x <= threshold) ? value : x over `numel` dense elements of `dtype`; the threshold and the
// value are given as storage bits of `dtype` (aclp::ScalarToDtype).
void ThresholdV2(aclOpExecutor *executor, const aclp::BufferRef &x, const aclp::BufferRef &y, aclDataType dtype,
                 uint64_t numel, uint64_t thresholdBits, uint64_t valueBits);

}  // namespace l0op

#endif  // ACLP_ACTIVATION_THRESHOLD_OP_API_THRESHOLD_V2_H_
