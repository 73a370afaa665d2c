// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// LeakyRelu in oneDNN: eltwise_relu forward with alpha as the negative slope (0, as the benchmark's scalars).
#include "peers/onednn_forms.h"

namespace aclp_bench {
namespace {

const DnnlFormRegistration kForm({"LeakyRelu", "eltwise_relu forward, alpha = slope", true,
                                  dnnl::algorithm::eltwise_relu, 0.0f, 0.0f});

}  // namespace
}  // namespace aclp_bench
