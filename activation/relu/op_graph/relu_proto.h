/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * Relu prototype: y = max(x, 0), as aclnnRelu computes it (+0 for x <= 0, NaN kept). The CPU runs the
 * dtypes aclnnRelu takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_RELU_GRAPH_PLUGIN_RELU_PROTO_H_
#define OPS_ACTIVATION_RELU_GRAPH_PLUGIN_RELU_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(Relu)
    .INPUT(x, TensorType({DT_FLOAT, DT_FLOAT16, DT_DOUBLE, DT_INT8, DT_INT32, DT_INT16, DT_INT64, DT_UINT8, DT_UINT16,
                          DT_BF16}))
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16, DT_DOUBLE, DT_INT8, DT_INT32, DT_INT16, DT_INT64, DT_UINT8, DT_UINT16,
                           DT_BF16}))
    .OP_END_FACTORY_REG(Relu)

}  // namespace ge

#endif  // OPS_ACTIVATION_RELU_GRAPH_PLUGIN_RELU_PROTO_H_
