// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "runtime/error_message.h"

#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <exception>
#include <new>

#include "acl/acl_base.h"

namespace aclp {
namespace {

// Fixed buffers: recording a message never allocates, so it cannot fail, even out of memory.
constexpr size_t kMessageBytes = 1024;

struct ThreadMessages {
    char pending[kMessageBytes] = {};    // set by the failing call
    char handedOut[kMessageBytes] = {};  // what aclGetRecentErrMsg returned last; valid until the next read
    bool hasPending = false;
    bool quiet = false;  // a QuietErrors is alive
};

ThreadMessages &Messages()
{
    thread_local ThreadMessages messages;
    return messages;
}

}  // namespace

void SetErrorMessage(const char *format, ...)
{
    ThreadMessages &m = Messages();
    if (m.quiet) {
        return;
    }
    va_list args;
    va_start(args, format);
    vsnprintf(m.pending, sizeof(m.pending), format, args);
    va_end(args);
    m.hasPending = true;
}

QuietErrors::QuietErrors() : wasQuiet_(Messages().quiet)
{
    Messages().quiet = true;
}

QuietErrors::~QuietErrors()
{
    Messages().quiet = wasQuiet_;
}

void ClearErrorMessage()
{
    Messages().hasPending = false;
}

void RecordException(const char *api) noexcept
{
    try {
        throw;
    } catch (const std::bad_alloc &) {
        SetErrorMessage("%s: out of memory", api);
    } catch (const std::exception &e) {
        SetErrorMessage("%s: internal error: %s", api, e.what());
    } catch (...) {
        SetErrorMessage("%s: internal error (an unknown exception)", api);
    }
}

int StatusFromException(const char *api, int status, int outOfMemoryStatus) noexcept
{
    RecordException(api);
    try {
        throw;
    } catch (const std::bad_alloc &) {
        return outOfMemoryStatus;
    } catch (...) {
        return status;
    }
}

}  // namespace aclp

extern "C" const char *aclGetRecentErrMsg()
try {
    aclp::ThreadMessages &m = aclp::Messages();
    if (!m.hasPending) {
        return nullptr;
    }
    std::memcpy(m.handedOut, m.pending, sizeof(m.handedOut));
    m.hasPending = false;
    return m.handedOut;
} catch (...) {
    return nullptr;  // nothing above throws; the handler keeps the rule uniform for the exports check
}
