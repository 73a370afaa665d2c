/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * HardSigmoidGrad prototype: y = grads * alpha where 0 < alpha * input_x + beta < 1; the CPU runs the
 * default alpha = 1/6, beta = 1/2 (as aclnnHardsigmoidBackward, PyTorch's open interval).
 * CANN declares it in nn_other.h.
 */
#ifndef OPS_ACTIVATION_HARD_SIGMOID_GRAD_GRAPH_PLUGIN_HARD_SIGMOID_GRAD_PROTO_H_
#define OPS_ACTIVATION_HARD_SIGMOID_GRAD_GRAPH_PLUGIN_HARD_SIGMOID_GRAD_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(HardSigmoidGrad)
    .INPUT(grads, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16}))
    .INPUT(input_x, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16}))
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16}))
    .ATTR(alpha, Float, 0.16666666)
    .ATTR(beta, Float, 0.5)
    .OP_END_FACTORY_REG(HardSigmoidGrad)

}  // namespace ge

#endif  // OPS_ACTIVATION_HARD_SIGMOID_GRAD_GRAPH_PLUGIN_HARD_SIGMOID_GRAD_PROTO_H_
