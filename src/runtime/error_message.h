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

// While one lives, SetErrorMessage records nothing on the calling thread: for checks run ahead of a
// call (when a tensor is made), whose verdict is kept and whose message the call itself reports.
class ACLP_EXPORT QuietErrors {
public:
    QuietErrors();
    ~QuietErrors();
    QuietErrors(const QuietErrors &) = delete;
    QuietErrors &operator=(const QuietErrors &) = delete;

private:
    bool wasQuiet_;
};

// Drops any pending message of the calling thread (successful calls do not clear it, as in CANN).
ACLP_EXPORT void ClearErrorMessage();

// No C++ exception leaves an exported C function: each is a function-try-block whose handler calls one
// of these (inside the catch). RecordException records a message naming `api` and the exception;
// StatusFromException also returns `outOfMemoryStatus` for std::bad_alloc and `status` for the rest.
ACLP_EXPORT void RecordException(const char *api) noexcept;
ACLP_EXPORT int StatusFromException(const char *api, int status, int outOfMemoryStatus) noexcept;

}  // namespace aclp

#endif  // ACLP_RUNTIME_ERROR_MESSAGE_H_
