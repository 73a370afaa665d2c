// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// ReluV2 in oneDNN: eltwise_relu forward, which writes no mask.
#include "peers/onednn_forms.h"

namespace aclp_bench {
namespace {

const DnnlFormRegistration kForm({"ReluV2", "eltwise_relu forward (no mask)", true, dnnl::algorithm::eltwise_relu, 0.0f,
                                  0.0f});

}  // namespace
}  // namespace aclp_bench
