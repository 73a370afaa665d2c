/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * LeakyReluGrad prototype: backprops = features > 0 ? gradients : gradients * negative_slope (attribute, float,
 * default 0), as aclnnLeakyReluBackward computes it. The CPU runs the dtypes aclnnLeakyReluBackward takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_LEAKY_RELU_GRAD_GRAPH_PLUGIN_LEAKY_RELU_GRAD_PROTO_H_
#define OPS_ACTIVATION_LEAKY_RELU_GRAD_GRAPH_PLUGIN_LEAKY_RELU_GRAD_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(LeakyReluGrad)
    .INPUT(gradients, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_BF16}))
    .INPUT(features, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_BF16}))
    .ATTR(negative_slope, Float, 0.0)
    .OUTPUT(backprops, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_BF16}))
    .OP_END_FACTORY_REG(LeakyReluGrad)

}  // namespace ge

#endif  // OPS_ACTIVATION_LEAKY_RELU_GRAD_GRAPH_PLUGIN_LEAKY_RELU_GRAD_PROTO_H_
