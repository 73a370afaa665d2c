/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * aclnnThreshold and aclnnInplaceThreshold, CANN's two-stage interface.
 */
#ifndef OP_API_INC_THRESHOLD_H_
#define OP_API_INC_THRESHOLD_H_

#include "aclnn/aclnn_base.h"
#include "aclnn_util.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * aclnnThreshold, first stage: out = self > threshold ? self : value, element by element, computed in
 * self's dtype (threshold and value are converted to it first, as PyTorch's threshold does: a NaN self
 * stays NaN), then converted to out's dtype.
 *
 * self: BFLOAT16, FLOAT16, FLOAT, INT32, INT8, UINT8, INT16, INT64 (no BFLOAT16 on the Ascend910 profile);
 *   0-8 dims; non-contiguous views allowed.
 * threshold, value: real scalars of any dtype whose value self's dtype can hold (a finite value beyond a
 *   floating type's range, or for an integer self a NaN, an infinity or a value outside the type, is
 *   refused, as PyTorch refuses it); a fractional value is truncated toward zero for an integer self.
 * out: the dtypes of self, one self's dtype can be cast to (no floating -> integer); self's shape; may be
 *   self (in place).
 *
 * Returns ACLNN_SUCCESS (0); 161001 for a null argument; 161002 for a dtype, scalar, shape or view that
 * is not supported. Empty tensors succeed with workspace 0.
 */
ACLNN_API aclnnStatus aclnnThresholdGetWorkspaceSize(const aclTensor *self, const aclScalar *threshold,
                                                     const aclScalar *value, aclTensor *out, uint64_t *workspaceSize,
                                                     aclOpExecutor **executor);

/** aclnnThreshold, second stage: runs the plan of the first. */
ACLNN_API aclnnStatus aclnnThreshold(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                     aclrtStream stream);

/**
 * aclnnInplaceThreshold, first stage: selfRef = selfRef > threshold ? selfRef : value, with
 * aclnnThreshold's rules for dtypes and scalars.
 */
ACLNN_API aclnnStatus aclnnInplaceThresholdGetWorkspaceSize(aclTensor *selfRef, const aclScalar *threshold,
                                                            const aclScalar *value, uint64_t *workspaceSize,
                                                            aclOpExecutor **executor);

/** aclnnInplaceThreshold, second stage. */
ACLNN_API aclnnStatus aclnnInplaceThreshold(void *workspace, uint64_t workspaceSize, aclOpExecutor *executor,
                                            aclrtStream stream);

#ifdef __cplusplus
}
#endif

#endif  // OP_API_INC_THRESHOLD_H_
