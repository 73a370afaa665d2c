/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * Heaviside prototype: output = values where input is 0, 1 where input > 0, 0 elsewhere, as aclnnHeaviside
 * computes it; input and values of one dtype and shapes that broadcast, output of their broadcast shape and
 * input's dtype. The CPU runs the dtypes it takes.
 * CANN declares it in nn_activation.h.
 */
#ifndef OPS_ACTIVATION_HEAVISIDE_GRAPH_PLUGIN_HEAVISIDE_PROTO_H_
#define OPS_ACTIVATION_HEAVISIDE_GRAPH_PLUGIN_HEAVISIDE_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(Heaviside)
    .INPUT(input, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT}))
    .INPUT(values, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT}))
    .OUTPUT(output, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT}))
    .OP_END_FACTORY_REG(Heaviside)

}  // namespace ge

#endif  // OPS_ACTIVATION_HEAVISIDE_GRAPH_PLUGIN_HEAVISIDE_PROTO_H_
