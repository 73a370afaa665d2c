/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * SoftShrinkGrad prototype: output_y = |input_x| > lambd or input_x is NaN ? input_grad : 0 (attribute lambd,
 * float, default 0.5, >= 0), as aclnnSoftshrinkBackward computes it; output_y has input_grad's shape and dtype.
 * The CPU runs the dtypes it takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_SOFT_SHRINK_GRAD_GRAPH_PLUGIN_SOFT_SHRINK_GRAD_PROTO_H_
#define OPS_ACTIVATION_SOFT_SHRINK_GRAD_GRAPH_PLUGIN_SOFT_SHRINK_GRAD_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(SoftShrinkGrad)
    .INPUT(input_grad, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .INPUT(input_x, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .OUTPUT(output_y, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .ATTR(lambd, Float, 0.5)
    .OP_END_FACTORY_REG(SoftShrinkGrad)

}  // namespace ge

#endif  // OPS_ACTIVATION_SOFT_SHRINK_GRAD_GRAPH_PLUGIN_SOFT_SHRINK_GRAD_PROTO_H_
