// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Relu in oneDNN: eltwise_relu forward.
#include "peers/onednn_forms.h"

namespace aclp_bench {
namespace {

const DnnlFormRegistration kForm({"Relu", "eltwise_relu forward", true, dnnl::algorithm::eltwise_relu, 0.0f, 0.0f});

}  // namespace
}  // namespace aclp_bench
