/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * Shrink prototype (ONNX's Shrink): output_y = input_x - bias where input_x > lambd, input_x + bias where
 * input_x < -lambd, 0 elsewhere (attributes lambd, float, default 0.5, and bias, float, default 0), as aclnnShrink
 * computes it; output_y has input_x's shape and dtype. The CPU runs the dtypes it takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_SHRINK_GRAPH_PLUGIN_SHRINK_PROTO_H_
#define OPS_ACTIVATION_SHRINK_GRAPH_PLUGIN_SHRINK_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(Shrink)
    .INPUT(input_x, TensorType({DT_FLOAT16, DT_FLOAT}))
    .OUTPUT(output_y, TensorType({DT_FLOAT16, DT_FLOAT}))
    .ATTR(lambd, Float, 0.5)
    .ATTR(bias, Float, 0.0)
    .OP_END_FACTORY_REG(Shrink)

}  // namespace ge

#endif  // OPS_ACTIVATION_SHRINK_GRAPH_PLUGIN_SHRINK_PROTO_H_
