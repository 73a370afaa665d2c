// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardswishBackward in PyTorch: the out= form of hardswish_backward.
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"HardswishBackward", "at::hardswish_backward_out", 3,
                                   [](TorchOperands &t) { at::hardswish_backward_out(t.out, t.grad, t.self); }});

}  // namespace
}  // namespace aclp_bench
