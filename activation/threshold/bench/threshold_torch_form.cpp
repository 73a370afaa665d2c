// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Threshold in PyTorch: the out= form of threshold (threshold 0, value 0, as the benchmark's).
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"Threshold", "at::threshold_out", 2,
                                   [](TorchOperands &t) { at::threshold_out(t.out, t.self, 0, 0); }});

}  // namespace
}  // namespace aclp_bench
