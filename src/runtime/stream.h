// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#ifndef ACLP_RUNTIME_STREAM_H_
#define ACLP_RUNTIME_STREAM_H_

#include "acl/acl_base.h"
#include "common/export.h"

namespace aclp {

// True for nullptr (the default stream) and for streams made by aclrtCreateStream and not yet destroyed.
ACLP_EXPORT bool IsValidStream(aclrtStream stream);

}  // namespace aclp

#endif  // ACLP_RUNTIME_STREAM_H_
