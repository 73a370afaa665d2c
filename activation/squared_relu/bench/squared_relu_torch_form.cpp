// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SquaredRelu in PyTorch: relu(x) * relu(x) as out= calls without a temporary (clamp_min_out into out, then out
// squared in place): two passes, as a PyTorch program without a fused kernel makes them.
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"SquaredRelu", "at::clamp_min_out + at::mul_out (in place)", 2,
                                   [](TorchOperands &t) {
                                       at::clamp_min_out(t.out, t.self, 0);
                                       at::mul_out(t.out, t.out, t.out);
                                   }});

}  // namespace
}  // namespace aclp_bench
