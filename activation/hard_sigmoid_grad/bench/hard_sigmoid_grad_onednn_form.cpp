// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// HardsigmoidBackward in oneDNN: 2.6 has no hardsigmoid; eltwise_clip_v2 backward on [-3, 3] is the
// closest form, the same gate and traffic without the 1/6 scale.
#include "peers/onednn_forms.h"

namespace aclp_bench {
namespace {

const DnnlFormRegistration kForm({"HardsigmoidBackward",
                                  "eltwise_clip_v2 backward on [-3,3] (no hardsigmoid in 2.6: no 1/6 scale)", false,
                                  dnnl::algorithm::eltwise_clip_v2, -3.0f, 3.0f});

}  // namespace
}  // namespace aclp_bench
