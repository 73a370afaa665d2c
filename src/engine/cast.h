// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Elementwise dtype conversion between dense buffers (the engine behind l0op::Cast), with PyTorch's
// results: floating types convert through double (exact when widening; narrowing rounds to nearest even,
// to FLOAT16/BFLOAT16 through float32), integers to integers by C++ conversion (keeping the low bytes),
// integers to floating types through float32 (FLOAT16/BFLOAT16 so round twice) or directly to double; into
// COMPLEX64/COMPLEX128 part by part (a real value is the real part), never out of them into a real dtype.
#ifndef ACLP_ENGINE_CAST_H_
#define ACLP_ENGINE_CAST_H_

#include <cstddef>
#include <cstdint>

#include "acl/acl_base.h"
#include "common/export.h"

namespace aclp {

// Converts elements [begin, end) of src (srcDtype) into dst (dstDtype). False for unsupported dtypes.
ACLP_EXPORT bool CastRange(const uint8_t *src, aclDataType srcDtype, uint8_t *dst, aclDataType dstDtype, size_t begin,
                           size_t end);

}  // namespace aclp

#endif  // ACLP_ENGINE_CAST_H_
