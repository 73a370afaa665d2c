/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * SigmoidGrad prototype: z = dy * (1 - y) * y, as aclnnSigmoidBackward computes it; y is the forward's output, z has
 * y's shape and dtype. Attribute complex_conj (bool, default false), for complex dtypes: true gives
 * z = dy * conj((1 - y) * y) (aclnnSigmoidBackward's result), false z = dy * ((1 - y) * y).
 * The CPU runs the dtypes aclnnSigmoidBackward takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_SIGMOID_GRAD_GRAPH_PLUGIN_SIGMOID_GRAD_PROTO_H_
#define OPS_ACTIVATION_SIGMOID_GRAD_GRAPH_PLUGIN_SIGMOID_GRAD_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(SigmoidGrad)
    .INPUT(y, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_BF16, DT_COMPLEX64, DT_COMPLEX128}))
    .INPUT(dy, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_BF16, DT_COMPLEX64, DT_COMPLEX128}))
    .OUTPUT(z, TensorType({DT_FLOAT16, DT_FLOAT, DT_DOUBLE, DT_BF16, DT_COMPLEX64, DT_COMPLEX128}))
    .ATTR(complex_conj, Bool, false)
    .OP_END_FACTORY_REG(SigmoidGrad)

}  // namespace ge

#endif  // OPS_ACTIVATION_SIGMOID_GRAD_GRAPH_PLUGIN_SIGMOID_GRAD_PROTO_H_
