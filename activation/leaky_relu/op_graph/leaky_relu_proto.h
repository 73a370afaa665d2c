/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * LeakyRelu prototype: y = x > 0 ? x : x * negative_slope (attribute, float, default 0), as
 * aclnnLeakyRelu computes it. The CPU runs the dtypes aclnnLeakyRelu takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_LEAKY_RELU_GRAPH_PLUGIN_LEAKY_RELU_PROTO_H_
#define OPS_ACTIVATION_LEAKY_RELU_GRAPH_PLUGIN_LEAKY_RELU_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(LeakyRelu)
    .INPUT(x, TensorType({DT_FLOAT, DT_FLOAT16, DT_DOUBLE, DT_BF16}))
    .ATTR(negative_slope, Float, 0.0)
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16, DT_DOUBLE, DT_BF16}))
    .OP_END_FACTORY_REG(LeakyRelu)

}  // namespace ge

#endif  // OPS_ACTIVATION_LEAKY_RELU_GRAPH_PLUGIN_LEAKY_RELU_PROTO_H_
