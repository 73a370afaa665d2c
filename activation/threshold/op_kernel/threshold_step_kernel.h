// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_ACTIVATION_THRESHOLD_OP_KERNEL_THRESHOLD_STEP_KERNEL_H_
#define ACLP_ACTIVATION_THRESHOLD_OP_KERNEL_THRESHOLD_STEP_KERNEL_H_

#include "nnopbase/executor.h"

namespace aclp {

// Kernel of l0 Threshold (Caffe's) over elements [begin, end): operands {x, y}, dense, of one dtype (FLOAT,
// FLOAT16 or BFLOAT16); y = (x > threshold) ? 1 : 0. step.params holds a ThresholdStepParams. Runs on the
// best SIMD target.
void ThresholdStepKernel(const KernelStep &step, uint8_t *const *operands, size_t begin, size_t end);

}  // namespace aclp

#endif  // ACLP_ACTIVATION_THRESHOLD_OP_KERNEL_THRESHOLD_STEP_KERNEL_H_
