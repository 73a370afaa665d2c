// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// LeakyReluBackward in PyTorch: the out= form of leaky_relu_backward, with the benchmark's scalar (0) as the slope.
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"LeakyReluBackward", "at::leaky_relu_backward_out", 3, [](TorchOperands &t) {
                                       at::leaky_relu_backward_out(t.out, t.grad, t.self, 0, false);
                                   }});

}  // namespace
}  // namespace aclp_bench
