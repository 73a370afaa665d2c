/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * SquaredRelu prototype: y = relu(x) * relu(x), as aclnnSquaredRelu computes it; y has x's shape and dtype. The CPU
 * runs the dtypes it takes.
 * CANN declares it in nn_activation.h.
 */
#ifndef OPS_ACTIVATION_SQUARED_RELU_GRAPH_PLUGIN_SQUARED_RELU_PROTO_H_
#define OPS_ACTIVATION_SQUARED_RELU_GRAPH_PLUGIN_SQUARED_RELU_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(SquaredRelu)
    .INPUT(x, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT}))
    .OP_END_FACTORY_REG(SquaredRelu)

}  // namespace ge

#endif  // OPS_ACTIVATION_SQUARED_RELU_GRAPH_PLUGIN_SQUARED_RELU_PROTO_H_
