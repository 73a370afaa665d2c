// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The per-thread "recent error message" behind aclGetRecentErrMsg().
#ifndef ACLP_RUNTIME_ERROR_MESSAGE_H_
#define ACLP_RUNTIME_ERROR_MESSAGE_H_

#include "common/export.h"

namespace aclp {

// Records a printf-style message for the calling thread; a later message replaces it.
ACLP_EXPORT void SetErrorMessage(const char *format, ...) __attribute__((format(printf, 1, 2)));

// Drops any pending message of the calling thread (successful calls do not clear it, as in CANN).
ACLP_EXPORT void ClearErrorMessage();

}  // namespace aclp

#endif  // ACLP_RUNTIME_ERROR_MESSAGE_H_
