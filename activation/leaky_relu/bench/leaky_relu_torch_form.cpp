// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// LeakyRelu in PyTorch: the out= form of leaky_relu (slope 0, as the benchmark's scalars).
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"LeakyRelu", "at::leaky_relu_out", 2,
                                   [](TorchOperands &t) { at::leaky_relu_out(t.out, t.self, 0); }});

}  // namespace
}  // namespace aclp_bench
