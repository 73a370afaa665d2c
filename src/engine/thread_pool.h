// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Runs blocks of work on the process-wide pool (pthreadpool). One block runs inline on the caller:
// waking a second thread costs more than a small operator.
#ifndef ACLP_ENGINE_THREAD_POOL_H_
#define ACLP_ENGINE_THREAD_POOL_H_

#include <cstddef>

#include "common/export.h"

namespace aclp {

using BlockFn = void (*)(const void *context, size_t block);

// Calls fn(context, b) for b in [0, blocks), using up to `threads` threads (the caller included).
// Safe to call from several threads at once: concurrent parallel sections take turns.
ACLP_EXPORT void ParallelFor(size_t blocks, size_t threads, BlockFn fn, const void *context);

}  // namespace aclp

#endif  // ACLP_ENGINE_THREAD_POOL_H_
