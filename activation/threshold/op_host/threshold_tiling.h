// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Host side of ThresholdV2: how the threshold and value scalars become values of self's dtype and the
// kernel's parameters. Pure functions, tested without running kernels.
#ifndef ACLP_ACTIVATION_THRESHOLD_OP_HOST_THRESHOLD_TILING_H_
#define ACLP_ACTIVATION_THRESHOLD_OP_HOST_THRESHOLD_TILING_H_

#include <cstdint>

#include "acl/acl_base.h"
#include "nnopbase/tensor.h"

namespace aclp {

// A scalar converted to `dtype` as PyTorch's Scalar::to<T>() converts it: a floating value to FLOAT16 or
// BFLOAT16 through float32; to an integer type by truncation toward zero. Returns false where PyTorch
// reports an overflow: a finite value beyond a floating type's largest magnitude; for an integer type
// NaN, an infinity or a value outside the type's range (an integer scalar below 0 may wrap into an
// unsigned type when -value fits, as in PyTorch). *bits receives the value's storage bits.
bool ScalarToDtype(const ScalarValue &s, aclDataType dtype, uint64_t *bits);

// out = (x <= threshold) ? value : x in one dtype.
// FLOAT: compare with `threshold` (float32); write `value`.
// FLOAT16/BF16: x <= threshold exactly when lo <= Key16(x) <= hi (no NaN x or threshold passes; lo > hi:
// never); write valueBits.
// Integers: x <= hi (hi is the threshold); write valueBits.
struct ThresholdParams {
    aclDataType dtype;
    float threshold;
    float value;
    int64_t lo;
    int64_t hi;
    uint64_t valueBits;
};

// From the threshold's and value's storage bits in `dtype` (ScalarToDtype).
ThresholdParams MakeThresholdParams(aclDataType dtype, uint64_t thresholdBits, uint64_t valueBits);

// Caffe's Threshold (the GE operator, no aclnn entry): y = (x > threshold) ? 1 : 0 in x's dtype, x compared
// exactly with the float32 threshold (CANN's kernel widens x to float32), a NaN x or threshold giving 0.
// FLOAT: compare with `threshold`.
// FLOAT16/BF16: x > threshold exactly when above < Key16(x) <= the key of +inf (positive NaNs lie beyond
// it, negative NaNs below every `above`); a NaN threshold sets `above` past every key.
struct ThresholdStepParams {
    aclDataType dtype;
    float threshold;
    int32_t above;
};

ThresholdStepParams MakeThresholdStepParams(aclDataType dtype, float threshold);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_THRESHOLD_OP_HOST_THRESHOLD_TILING_H_
