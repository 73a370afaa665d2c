/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * ThresholdV2 prototype: y = x <= threshold ? value : x (NaN passes), as aclnnThreshold computes it.
 * threshold and the optional value are tensors of one element (shape [1]; CANN's kernel reads their first
 * element, so a longer tensor passes its first), value 0 when the graph leaves it unconnected; y has x's
 * dtype and shape.
 * The CPU runs the dtypes aclnnThreshold takes.
 * CANN declares it in nonlinear_fuc_ops.h.
 *
 * Threshold prototype (Caffe's Threshold layer, no aclnn entry): y = x > threshold ? 1 : 0 in x's dtype and
 * shape, x widened to float32 and compared with the float32 attribute, so a NaN x (or threshold) gives 0.
 * FLOAT, FLOAT16 and BFLOAT16 only.
 * CANN declares it in elewise_calculation_ops.h.
 */
#ifndef OPS_ACTIVATION_THRESHOLD_GRAPH_PLUGIN_THRESHOLD_PROTO_H_
#define OPS_ACTIVATION_THRESHOLD_GRAPH_PLUGIN_THRESHOLD_PROTO_H_

#include "graph/operator_reg.h"

namespace ge {

// (clang-format would indent a second REG_OP as a continuation of the first)
// clang-format off
REG_OP(ThresholdV2)
    .INPUT(x, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT8, DT_INT32, DT_UINT8, DT_INT64, DT_BF16}))
    .INPUT(threshold, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT8, DT_INT32, DT_UINT8, DT_INT64, DT_BF16}))
    .OPTIONAL_INPUT(value, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT8, DT_INT32, DT_UINT8, DT_INT64, DT_BF16}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_FLOAT, DT_INT8, DT_INT32, DT_UINT8, DT_INT64, DT_BF16}))
    .OP_END_FACTORY_REG(ThresholdV2)

REG_OP(Threshold)
    .INPUT(x, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16}))
    .OUTPUT(y, TensorType({DT_FLOAT, DT_FLOAT16, DT_BF16}))
    .ATTR(threshold, Float, 0.0)
    .OP_END_FACTORY_REG(Threshold)
// clang-format on

}  // namespace ge

#endif  // OPS_ACTIVATION_THRESHOLD_GRAPH_PLUGIN_THRESHOLD_PROTO_H_
