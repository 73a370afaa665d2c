// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "engine/thread_pool.h"

#include <pthreadpool.h>

#include "engine/machine.h"

namespace aclp {
namespace {

struct Task {
    BlockFn fn;
    const void *context;
};

void RunTask(void *task, size_t block)
{
    const Task *t = static_cast<const Task *>(task);
    t->fn(t->context, block);
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
    pthreadpool_parallelize_1d(pool, RunTask, &task, blocks, 0);
}

}  // namespace aclp
