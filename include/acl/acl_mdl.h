/*
 * Copyright 2026 The aclnn-portable Authors.
 * SPDX-License-Identifier: Apache-2.0
 *
 * Offline-model (acl_mdl) API. Not provided on the CPU; the header exists so that acl/acl.h resolves.
 */
#ifndef INC_EXTERNAL_ACL_ACL_MDL_H_
#define INC_EXTERNAL_ACL_ACL_MDL_H_

#include "acl_base.h"

#endif  // INC_EXTERNAL_ACL_ACL_MDL_H_
