/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * ReluGradV2 prototype: backprops = bit of mask ? gradients : 0, the mask as ReluV2 writes it.
 * CANN declares it in nonlinear_fuc_ops.h.
 */
#ifndef OPS_ACTIVATION_RELU_GRAD_V2_GRAPH_PLUGIN_RELU_GRAD_V2_PROTO_H_
#define OPS_ACTIVATION_RELU_GRAD_V2_GRAPH_PLUGIN_RELU_GRAD_V2_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

REG_OP(ReluGradV2)
    .INPUT(gradients, TensorType::RealNumberType())
    .INPUT(mask, TensorType({DT_UINT8, DT_UINT1}))
    .OUTPUT(backprops, TensorType::RealNumberType())
    .OP_END_FACTORY_REG(ReluGradV2)

}  // namespace ge

#endif  // OPS_ACTIVATION_RELU_GRAD_V2_GRAPH_PLUGIN_RELU_GRAD_V2_PROTO_H_
