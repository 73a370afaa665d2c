/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * HardShrink prototype: output_y = |input_x| <= lambd ? 0 : input_x (attribute lambd, float, default
 * 0.5), as aclnnHardshrink computes it (a negative lambd acts as 0). The CPU runs the dtypes it takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_HARD_SHRINK_GRAPH_PLUGIN_HARD_SHRINK_PROTO_H_
#define OPS_ACTIVATION_HARD_SHRINK_GRAPH_PLUGIN_HARD_SHRINK_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(HardShrink)
    .INPUT(input_x, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .OUTPUT(output_y, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .ATTR(lambd, Float, 0.5)
    .OP_END_FACTORY_REG(HardShrink)

}  // namespace ge

#endif  // OPS_ACTIVATION_HARD_SHRINK_GRAPH_PLUGIN_HARD_SHRINK_PROTO_H_
