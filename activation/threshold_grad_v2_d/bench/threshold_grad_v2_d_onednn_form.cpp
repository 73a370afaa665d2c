// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ThresholdBackward in oneDNN: eltwise_relu backward from src (alpha 0), the same gate at threshold 0.
#include "peers/onednn_forms.h"

namespace aclp_bench {
namespace {

const DnnlFormRegistration kForm({"ThresholdBackward", "eltwise_relu backward from src", false,
                                  dnnl::algorithm::eltwise_relu, 0.0f, 0.0f});

}  // namespace
}  // namespace aclp_bench
