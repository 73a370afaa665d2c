/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * SeluGrad prototype: y = outputs <= 0 ? gradients * (outputs + scale * alpha) : gradients * scale, as
 * aclnnSeluBackward computes it; outputs is the forward's result, y has gradients' shape and dtype. The CPU runs
 * the dtypes aclnnSeluBackward takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_SELU_GRAD_GRAPH_PLUGIN_SELU_GRAD_PROTO_H_
#define OPS_ACTIVATION_SELU_GRAD_GRAPH_PLUGIN_SELU_GRAD_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(SeluGrad)
    .INPUT(gradients, TensorType::RealNumberType())
    .INPUT(outputs, TensorType::RealNumberType())
    .OUTPUT(y, TensorType::RealNumberType())
    .OP_END_FACTORY_REG(SeluGrad)

}  // namespace ge

#endif  // OPS_ACTIVATION_SELU_GRAD_GRAPH_PLUGIN_SELU_GRAD_PROTO_H_
