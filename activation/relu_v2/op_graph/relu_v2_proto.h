/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * ReluV2 prototype: y = max(x, 0) and the 1-bit mask of x > 0 (UINT1, same shape as x; see
 * docs/aclnnReluV2.md for the layout). Any shape works on the CPU.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_RELU_V2_GRAPH_PLUGIN_RELU_V2_PROTO_H_
#define OPS_ACTIVATION_RELU_V2_GRAPH_PLUGIN_RELU_V2_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(ReluV2)
    .INPUT(x, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16, DT_INT8, DT_INT32, DT_UINT8, DT_INT64}))
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16, DT_INT8, DT_INT32, DT_UINT8, DT_INT64}))
    .OUTPUT(mask, TensorType({DT_UINT8, DT_UINT1}))
    .OP_END_FACTORY_REG(ReluV2)

}  // namespace ge

#endif  // OPS_ACTIVATION_RELU_V2_GRAPH_PLUGIN_RELU_V2_PROTO_H_
