/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * ThresholdGradV2D prototype: backprops = features <= threshold ? 0 : gradients.
 * CANN declares it in nn_other.h.
 */
#ifndef OPS_ACTIVATION_THRESHOLD_GRAD_V2_D_GRAPH_PLUGIN_THRESHOLD_GRAD_V2_D_PROTO_H_
#define OPS_ACTIVATION_THRESHOLD_GRAD_V2_D_GRAPH_PLUGIN_THRESHOLD_GRAD_V2_D_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(ThresholdGradV2D)
    .INPUT(gradients, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16, DT_INT8, DT_UINT8, DT_INT32, DT_INT64}))
    .INPUT(features, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16, DT_INT8, DT_UINT8, DT_INT32, DT_INT64}))
    .OUTPUT(backprops, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16, DT_INT8, DT_UINT8, DT_INT32, DT_INT64}))
    .REQUIRED_ATTR(threshold, Float)
    .OP_END_FACTORY_REG(ThresholdGradV2D)

}  // namespace ge

#endif  // OPS_ACTIVATION_THRESHOLD_GRAD_V2_D_GRAPH_PLUGIN_THRESHOLD_GRAD_V2_D_PROTO_H_
