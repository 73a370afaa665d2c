// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "bench/copy_baselines.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <algorithm>
#include <cstring>

#include "copy_baselines.h"
#include "hwy/cache_control.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp_bench {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// dst must be vector-aligned; bytes a multiple of the vector size (callers use 64-byte multiples).
void StreamCopy(uint8_t *dst, const uint8_t *src, size_t bytes)
{
    const hn::ScalableTag<uint8_t> d;
    const size_t N = hn::Lanes(d);
    size_t i = 0;
    for (; i + 2 * N <= bytes; i += 2 * N) {
        const auto a = hn::LoadU(d, src + i);
        const auto b = hn::LoadU(d, src + i + N);
        hn::Stream(a, d, dst + i);
        hn::Stream(b, d, dst + i + N);
    }
    for (; i + N <= bytes; i += N) {
        hn::Stream(hn::LoadU(d, src + i), d, dst + i);
    }
    std::memcpy(dst + i, src + i, bytes - i);
    hwy::FlushStream();
}

// dst = a + b (bytes, wrapping) with streaming stores: the traffic of a two-input operator (two
// reads, one write) with no work to speak of. Same alignment rules as StreamCopy.
void StreamAdd(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t bytes)
{
    const hn::ScalableTag<uint8_t> d;
    const size_t N = hn::Lanes(d);
    size_t i = 0;
    for (; i + 2 * N <= bytes; i += 2 * N) {
        const auto x = hn::Add(hn::LoadU(d, a + i), hn::LoadU(d, b + i));
        const auto y = hn::Add(hn::LoadU(d, a + i + N), hn::LoadU(d, b + i + N));
        hn::Stream(x, d, dst + i);
        hn::Stream(y, d, dst + i + N);
    }
    for (; i + N <= bytes; i += N) {
        hn::Stream(hn::Add(hn::LoadU(d, a + i), hn::LoadU(d, b + i)), d, dst + i);
    }
    for (; i < bytes; ++i) {
        dst[i] = static_cast<uint8_t>(a[i] + b[i]);
    }
    hwy::FlushStream();
}

}  // namespace HWY_NAMESPACE
}  // namespace aclp_bench
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include "engine/elementwise_tiling.h"
#include "engine/thread_pool.h"

namespace aclp_bench {
HWY_EXPORT(StreamCopy);
HWY_EXPORT(StreamAdd);

namespace {

struct CopyJob {
    uint8_t *dst;
    const uint8_t *src;
    const uint8_t *src2;  // set: dst = src + src2 (StreamAdd)
    size_t bytes;
    size_t chunk;
    bool stream;
};

void CopyChunk(const void *context, size_t block)
{
    const CopyJob &job = *static_cast<const CopyJob *>(context);
    const size_t begin = block * job.chunk;
    const size_t n = std::min(job.bytes - begin, job.chunk);
    if (job.src2 != nullptr) {
        HWY_DYNAMIC_DISPATCH(StreamAdd)(job.dst + begin, job.src + begin, job.src2 + begin, n);
    } else if (job.stream) {
        HWY_DYNAMIC_DISPATCH(StreamCopy)(job.dst + begin, job.src + begin, n);
    } else {
        std::memcpy(job.dst + begin, job.src + begin, n);
    }
}

void ParallelCopy(uint8_t *dst, const uint8_t *src, const uint8_t *src2, size_t bytes, size_t threads, bool stream)
{
    // The engine's rule for waking threads, so each ceiling is split as the operators are.
    const double perThread = aclp::MinBytesPerThread(aclp::Machine());
    const double moved = (src2 != nullptr ? 3.0 : 2.0) * static_cast<double>(bytes);
    size_t blocks = std::max<size_t>(1, std::min(threads, static_cast<size_t>(moved / perThread)));
    size_t chunk = (bytes + blocks - 1) / blocks;
    chunk = (chunk + 63) / 64 * 64;
    blocks = (bytes + chunk - 1) / chunk;
    CopyJob job{dst, src, src2, bytes, chunk, stream};
    aclp::ParallelFor(blocks, threads, CopyChunk, &job);
}

}  // namespace

void ParallelMemcpy(uint8_t *dst, const uint8_t *src, size_t bytes, size_t threads)
{
    ParallelCopy(dst, src, nullptr, bytes, threads, false);
}

void ParallelStreamCopy(uint8_t *dst, const uint8_t *src, size_t bytes, size_t threads)
{
    ParallelCopy(dst, src, nullptr, bytes, threads, true);
}

void ParallelStreamAdd(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t bytes, size_t threads)
{
    ParallelCopy(dst, a, b, bytes, threads, true);
}

}  // namespace aclp_bench
#endif  // HWY_ONCE
