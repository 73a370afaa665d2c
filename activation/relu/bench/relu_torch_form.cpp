// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Relu in PyTorch: relu's forward as clamp_min_out (PyTorch's relu has no out= form).
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"Relu", "at::clamp_min_out (relu forward)", 2,
                                   [](TorchOperands &t) { at::clamp_min_out(t.out, t.self, 0); }});

}  // namespace
}  // namespace aclp_bench
