// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ThresholdBackward in PyTorch: the out= form of threshold_backward (threshold 0, as the benchmark's).
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"ThresholdBackward", "at::threshold_backward_out", 3,
                                   [](TorchOperands &t) { at::threshold_backward_out(t.out, t.grad, t.self, 0); }});

}  // namespace
}  // namespace aclp_bench
