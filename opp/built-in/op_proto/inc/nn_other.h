/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * Activation operators of the nn family available in graph mode on the CPU.
 */
#ifndef OPS_BUILT_IN_OP_PROTO_INC_NN_OTHER_H_
#define OPS_BUILT_IN_OP_PROTO_INC_NN_OTHER_H_

#include "hard_sigmoid_grad_proto.h"
#include "threshold_grad_v2_d_proto.h"

#endif  // OPS_BUILT_IN_OP_PROTO_INC_NN_OTHER_H_
