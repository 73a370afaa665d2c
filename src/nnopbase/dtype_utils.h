// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Dtype classes, type promotion and castability with CANN's (and PyTorch's) rules.
#ifndef ACLP_NNOPBASE_DTYPE_UTILS_H_
#define ACLP_NNOPBASE_DTYPE_UTILS_H_

#include "acl/acl_base.h"
#include "common/export.h"

namespace aclp {

ACLP_EXPORT bool IsFloatingDtype(aclDataType dtype);  // FLOAT16, BF16, FLOAT, DOUBLE
ACLP_EXPORT bool IsComplexDtype(aclDataType dtype);
ACLP_EXPORT bool IsIntegralDtype(aclDataType dtype);  // signed and unsigned integers, not BOOL

// The dtype a binary operation on a and b computes in: floating beats integral beats BOOL; FLOAT16
// with BF16 gives FLOAT; otherwise the wider type; UINT8 with INT8 gives INT16. ACL_DT_UNDEFINED for
// dtypes outside those classes.
ACLP_EXPORT aclDataType PromoteType(aclDataType a, aclDataType b);

// CANN's CanCast: no complex -> real, no floating -> integral, no non-BOOL -> BOOL.
ACLP_EXPORT bool CanCast(aclDataType from, aclDataType to);

}  // namespace aclp

#endif  // ACLP_NNOPBASE_DTYPE_UTILS_H_
