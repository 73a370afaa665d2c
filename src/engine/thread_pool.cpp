// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "engine/thread_pool.h"

#include <pthread.h>
#include <pthreadpool.h>

#include <atomic>
#include <mutex>

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

// Created on first parallel use and kept for the life of the process, except across fork(): a child
// has the pool's memory but none of its threads, so a parallel call there would wait for them forever.
// The child forgets the pool (leaks it: destroying it would join threads that do not exist) and makes a
// fresh one on its first parallel call, as OpenMP runtimes and PyTorch do.
std::atomic<pthreadpool_t> gPool{nullptr};
std::mutex gPoolMutex;

void ForgetPoolInChild()
{
    gPool.store(nullptr, std::memory_order_relaxed);
}

pthreadpool_t Pool()
{
    pthreadpool_t pool = gPool.load(std::memory_order_acquire);
    if (pool != nullptr) {
        return pool;
    }
    std::lock_guard<std::mutex> lock(gPoolMutex);
    static const int registered = pthread_atfork(nullptr, nullptr, ForgetPoolInChild);
    static_cast<void>(registered);
    pool = gPool.load(std::memory_order_relaxed);
    if (pool == nullptr) {
        pool = pthreadpool_create(Machine().cores);
        gPool.store(pool, std::memory_order_release);
    }
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
