// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Softshrink in PyTorch: the out= form of softshrink (lambd 0, as the benchmark's scalars).
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"Softshrink", "at::softshrink_out", 2,
                                   [](TorchOperands &t) { at::softshrink_out(t.out, t.self, 0); }});

}  // namespace
}  // namespace aclp_bench
