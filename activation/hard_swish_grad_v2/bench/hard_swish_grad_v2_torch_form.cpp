// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardswishBackwardV2 in PyTorch: the out= form of hardswish_backward (V2 bounds from PyTorch 2.0 on; 1.13 has V1's).
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"HardswishBackwardV2", "at::hardswish_backward_out", 3,
                                   [](TorchOperands &t) { at::hardswish_backward_out(t.out, t.grad, t.self); }});

}  // namespace
}  // namespace aclp_bench
