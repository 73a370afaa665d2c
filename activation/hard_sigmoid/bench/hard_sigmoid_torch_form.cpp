// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Hardsigmoid in PyTorch: the out= form of hardsigmoid. (oneDNN 2.6 has no hardsigmoid algorithm, so it
// has no form here.)
#include "peers/torch_forms.h"

namespace aclp_bench {
namespace {

const TorchFormRegistration kForm({"Hardsigmoid", "at::hardsigmoid_out", 2,
                                   [](TorchOperands &t) { at::hardsigmoid_out(t.out, t.self); }});

}  // namespace
}  // namespace aclp_bench
