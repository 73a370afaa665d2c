/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * HardSigmoid prototype: output_y = max(0, min(1, alpha * input_x + beta)); the CPU runs the default
 * alpha = 1/6, beta = 1/2, as aclnnHardsigmoid computes it (PyTorch's bits), and the dtypes it takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_HARD_SIGMOID_GRAPH_PLUGIN_HARD_SIGMOID_PROTO_H_
#define OPS_ACTIVATION_HARD_SIGMOID_GRAPH_PLUGIN_HARD_SIGMOID_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(HardSigmoid)
    .INPUT(input_x, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16, DT_INT32}))
    .OUTPUT(output_y, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16, DT_INT32}))
    .ATTR(alpha, Float, 0.16666666)
    .ATTR(beta, Float, 0.5)
    .OP_END_FACTORY_REG(HardSigmoid)

}  // namespace ge

#endif  // OPS_ACTIVATION_HARD_SIGMOID_GRAPH_PLUGIN_HARD_SIGMOID_PROTO_H_
