// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardtanhBackward in PyTorch: the out= form of hardtanh_backward (min and max 0, as the benchmark's scalars).
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"HardtanhBackward", "at::hardtanh_backward_out", 3,
                                   [](TorchOperands &t) { at::hardtanh_backward_out(t.out, t.grad, t.self, 0, 0); }});

}  // namespace
}  // namespace aclp_bench
