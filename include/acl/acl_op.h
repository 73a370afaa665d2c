/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * Single-operator (acl_op) API. CANN's aclopExecute path is not provided: operators are reached
 * through the two-stage aclnn API (include/aclnnop). The header exists so that acl/acl.h resolves.
 */
#ifndef INC_EXTERNAL_ACL_ACL_OP_H_
#define INC_EXTERNAL_ACL_ACL_OP_H_

#include "acl_base.h"

#endif  // INC_EXTERNAL_ACL_ACL_OP_H_
