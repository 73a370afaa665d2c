// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SeluBackward in PyTorch: the out= form of elu_backward with SELU's constants, on the forward's result.
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"SeluBackward", "at::elu_backward_out (is_result, SELU's constants)", 3,
                                   [](TorchOperands &t) {
                                       at::elu_backward_out(t.out, t.grad, 1.6732632423543772848170429916717,
                                                            1.0507009873554804934193349852946, 1.0, true, t.self);
                                   }});

}  // namespace
}  // namespace aclp_bench
