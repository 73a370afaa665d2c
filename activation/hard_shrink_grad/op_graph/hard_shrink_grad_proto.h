/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * HardShrinkGrad prototype: backprops = |features| <= lambd ? 0 : gradients (attribute lambd, float,
 * default 0.5), as aclnnHardshrinkBackward computes it (a negative lambd acts as 0); backprops has
 * gradients' shape and dtype. The CPU runs the dtypes it takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_HARD_SHRINK_GRAD_GRAPH_PLUGIN_HARD_SHRINK_GRAD_PROTO_H_
#define OPS_ACTIVATION_HARD_SHRINK_GRAD_GRAPH_PLUGIN_HARD_SHRINK_GRAD_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(HardShrinkGrad)
    .INPUT(gradients, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .INPUT(features, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .OUTPUT(backprops, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .ATTR(lambd, Float, 0.5)
    .OP_END_FACTORY_REG(HardShrinkGrad)

}  // namespace ge

#endif  // OPS_ACTIVATION_HARD_SHRINK_GRAD_GRAPH_PLUGIN_HARD_SHRINK_GRAD_PROTO_H_
