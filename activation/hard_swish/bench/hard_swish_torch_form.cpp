// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Hardswish in PyTorch: the out= form of hardswish.
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"Hardswish", "at::hardswish_out", 2,
                                   [](TorchOperands &t) { at::hardswish_out(t.out, t.self); }});

}  // namespace
}  // namespace aclp_bench
