// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "runtime/error_message.h"

#include <cstdarg>
#include <cstdio>
#include <string>

#include "acl/acl_base.h"

namespace aclp {
namespace {

struct ThreadMessages {
    std::string pending;    // set by the failing call
    std::string handedOut;  // what aclGetRecentErrMsg returned last; stays valid until the next read
    bool hasPending = false;
};

ThreadMessages &Messages()
{
    thread_local ThreadMessages messages;
    return messages;
}

}  // namespace

void SetErrorMessage(const char *format, ...)
{
    char buffer[1024];
    va_list args;
    va_start(args, format);
    vsnprintf(buffer, sizeof(buffer), format, args);
    va_end(args);
    ThreadMessages &m = Messages();
    m.pending = buffer;
    m.hasPending = true;
}

void ClearErrorMessage()
{
    Messages().hasPending = false;
}

}  // namespace aclp

extern "C" const char *aclGetRecentErrMsg()
{
    aclp::ThreadMessages &m = aclp::Messages();
    if (!m.hasPending) {
        return nullptr;
    }
    m.handedOut.swap(m.pending);
    m.hasPending = false;
    return m.handedOut.c_str();
}
