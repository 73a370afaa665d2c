/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 */
#ifndef INC_EXTERNAL_GE_GE_API_TYPES_H_
#define INC_EXTERNAL_GE_GE_API_TYPES_H_

#include <cstdint>

#include "graph/types.h"

namespace ge {

using Status = uint32_t;

const char_t *const OPTION_EXEC_DEVICE_ID = "ge.exec.deviceId";
const char_t *const OPTION_GRAPH_RUN_MODE = "ge.graphRunMode";
const char_t *const SOC_VERSION = "ge.socVersion";

}  // namespace ge

#endif  // INC_EXTERNAL_GE_GE_API_TYPES_H_
