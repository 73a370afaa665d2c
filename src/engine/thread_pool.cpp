// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "engine/thread_pool.h"

#include <pthreadpool.h>

#include "engine/machine.h"

// pthreadpool is not built with ThreadSanitizer, so TSan cannot see that handing a task to the pool and
// returning from pthreadpool_parallelize are synchronisations. Under TSan we tell it: release before the
// hand-over and at the end of each block, acquire at the start of each block and after the join.
#if defined(__SANITIZE_THREAD__)
#define ACLP_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define ACLP_TSAN 1
#endif
#endif
#ifdef ACLP_TSAN
#include <sanitizer/tsan_interface.h>
#define ACLP_TSAN_RELEASE(addr) __tsan_release(addr)
#define ACLP_TSAN_ACQUIRE(addr) __tsan_acquire(addr)
#else
#define ACLP_TSAN_RELEASE(addr) static_cast<void>(addr)
#define ACLP_TSAN_ACQUIRE(addr) static_cast<void>(addr)
#endif

namespace aclp {
namespace {

struct Task {
    BlockFn fn;
    const void *context;
};

void RunTask(void *task, size_t block)
{
    ACLP_TSAN_ACQUIRE(task);
    const Task *t = static_cast<const Task *>(task);
    t->fn(t->context, block);
    ACLP_TSAN_RELEASE(task);
}

pthreadpool_t Pool()
{
    // Created on first parallel use and kept for the life of the process.
    static pthreadpool_t pool = pthreadpool_create(Machine().cores);
    return pool;
}

}  // namespace

void ParallelFor(size_t blocks, size_t threads, BlockFn fn, const void *context)
{
    if (blocks == 0) {
        return;
    }
    pthreadpool_t pool = (threads > 1 && blocks > 1) ? Pool() : nullptr;
    if (pool == nullptr) {
        for (size_t b = 0; b < blocks; ++b) {
            fn(context, b);
        }
        return;
    }
    Task task{fn, context};
    ACLP_TSAN_RELEASE(&task);
    pthreadpool_parallelize_1d(pool, RunTask, &task, blocks, 0);
    ACLP_TSAN_ACQUIRE(&task);
}

}  // namespace aclp
