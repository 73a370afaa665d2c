// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SigmoidBackward in PyTorch: the out= form of sigmoid_backward (output: the benchmark's second input).
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"SigmoidBackward", "at::sigmoid_backward_out", 3,
                                   [](TorchOperands &t) { at::sigmoid_backward_out(t.out, t.grad, t.self); }});

}  // namespace
}  // namespace aclp_bench
