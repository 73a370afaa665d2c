// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Heaviside in PyTorch: the out= form of heaviside (values: the benchmark's second input).
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"Heaviside", "at::heaviside_out", 3,
                                   [](TorchOperands &t) { at::heaviside_out(t.out, t.grad, t.self); }});

}  // namespace
}  // namespace aclp_bench
