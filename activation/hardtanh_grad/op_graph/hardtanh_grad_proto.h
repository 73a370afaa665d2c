/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * HardtanhGrad prototype: y = grad where min_val < result < max_val (or result is NaN), 0 elsewhere
 * (attributes min_val and max_val, float, defaults -1 and 1), as aclnnHardtanhBackward computes it; `result`
 * is the forward's input, y has its shape and dtype, and grad must have both too. The CPU runs the dtypes it
 * takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_HARDTANH_GRAD_GRAPH_PLUGIN_HARDTANH_GRAD_PROTO_H_
#define OPS_ACTIVATION_HARDTANH_GRAD_GRAPH_PLUGIN_HARDTANH_GRAD_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(HardtanhGrad)
    .INPUT(result, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT}))
    .INPUT(grad, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_BF16, DT_FLOAT16, DT_FLOAT}))
    .ATTR(min_val, Float, -1.0)
    .ATTR(max_val, Float, 1.0)
    .OP_END_FACTORY_REG(HardtanhGrad)

}  // namespace ge

#endif  // OPS_ACTIVATION_HARDTANH_GRAD_GRAPH_PLUGIN_HARDTANH_GRAD_PROTO_H_
