// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ReluGradV2 in PyTorch: relu's backward, threshold_backward_out on the saved forward output, which it
// reads at full width where ours reads a 1-bit mask.
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"ReluGradV2", "at::threshold_backward_out on the saved output (relu backward)", 3,
                                   [](TorchOperands &t) { at::threshold_backward_out(t.out, t.grad, t.self, 0); }});

}  // namespace
}  // namespace aclp_bench
