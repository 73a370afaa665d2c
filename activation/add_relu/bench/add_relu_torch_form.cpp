// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// AddRelu in PyTorch: add then relu as out= calls without a temporary (add_out into out, then clamp_min_out in
// place; alpha 1): two passes, as a PyTorch program without the fused kernel makes them.
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"AddRelu", "at::add_out + at::clamp_min_out (in place)", 3, [](TorchOperands &t) {
                                       at::add_out(t.out, t.grad, t.self);
                                       at::clamp_min_out(t.out, t.out, 0);
                                   }});

}  // namespace
}  // namespace aclp_bench
