/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 */
#ifndef INC_EXTERNAL_GE_GE_API_ERROR_CODES_H_
#define INC_EXTERNAL_GE_GE_API_ERROR_CODES_H_

#include "ge_api_types.h"

namespace ge {

// (Examples #define SUCCESS and FAILED themselves after including this, so these are constants.)
const Status SUCCESS = 0;
const Status FAILED = 0xFFFFFFFF;
const Status PARAM_INVALID = 0x01000001;

}  // namespace ge

#endif  // INC_EXTERNAL_GE_GE_API_ERROR_CODES_H_
