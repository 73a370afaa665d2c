// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ReluGradV2 in oneDNN: eltwise_relu backward from src, reading the full-width input (no mask).
#include "peers/onednn_forms.h"

namespace aclp_bench {
namespace {

const DnnlFormRegistration kForm({"ReluGradV2", "eltwise_relu backward from src", false, dnnl::algorithm::eltwise_relu,
                                  0.0f, 0.0f});

}  // namespace
}  // namespace aclp_bench
