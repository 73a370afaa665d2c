// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "bench/copy_baselines.cpp"
#include "hwy/foreach_target.h"  // IWYU pragma: keep

#include <algorithm>
#include <cstring>

#include "copy_baselines.h"
#include "engine/step_loop-inl.h"
#include "engine/vector_memory-inl.h"
#include "hwy/cache_control.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace aclp_bench {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;
// The ceilings load and read ahead as the operators' streaming loops do (the same loads, the same software
// prefetch where the target uses it), so that an operator's ratio to them measures its own cost.
using aclp::HWY_NAMESPACE::LoadVec;
using aclp::HWY_NAMESPACE::ReadAhead;

// dst must be vector-aligned; bytes a multiple of the vector size (callers use 64-byte multiples).
void StreamCopy(uint8_t *dst, const uint8_t *src, size_t bytes)
{
    const hn::ScalableTag<uint8_t> d;
    const size_t N = hn::Lanes(d);
    const ReadAhead ahead(src);
    size_t i = 0;
    for (; i + 2 * N <= bytes; i += 2 * N) {
        ahead.Touch(i, i + 2 * N);
        const auto a = LoadVec(d, src + i, true);
        const auto b = LoadVec(d, src + i + N, true);
        hn::Stream(a, d, dst + i);
        hn::Stream(b, d, dst + i + N);
    }
    for (; i + N <= bytes; i += N) {
        hn::Stream(LoadVec(d, src + i, true), d, dst + i);
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
    const ReadAhead ahead(a, b);
    size_t i = 0;
    for (; i + 2 * N <= bytes; i += 2 * N) {
        ahead.Touch(i, i + 2 * N);
        const auto x = hn::Add(LoadVec(d, a + i, true), LoadVec(d, b + i, true));
        const auto y = hn::Add(LoadVec(d, a + i + N, true), LoadVec(d, b + i + N, true));
        hn::Stream(x, d, dst + i);
        hn::Stream(y, d, dst + i + N);
    }
    for (; i + N <= bytes; i += N) {
        hn::Stream(hn::Add(LoadVec(d, a + i, true), LoadVec(d, b + i, true)), d, dst + i);
    }
    for (; i < bytes; ++i) {
        dst[i] = static_cast<uint8_t>(a[i] + b[i]);
    }
    hwy::FlushStream();
}

// A copy with a 1-bit-per-element side stream, the traffic of a forward that writes a mask (writeMask: data
// in, data and mask out) and of its gradient (mask and data in, data out) for elements of `elemBytes`: one vector of
// side bytes per 8 * elemBytes vectors of data. `bytes` is a multiple of 64 * 64. Sums, not XORs:
// this VM writes all-zero lines ~15% faster, so a ceiling must write non-zero data (as 0x5A + ...).
void StreamWithMask(uint8_t *dst, const uint8_t *src, uint8_t *mask, size_t bytes, size_t elemBytes, bool writeMask)
{
    const hn::ScalableTag<uint8_t> d;
    const size_t N = hn::Lanes(d);
    const size_t vectorsPerMask = 8 * elemBytes;
    const ReadAhead ahead(src);
    for (size_t i = 0, m = 0; i + vectorsPerMask * N <= bytes; i += vectorsPerMask * N, m += N) {
        if (writeMask) {  // no read-ahead, as the mask-producing loops (they measured slower with it)
            auto bits = hn::Zero(d);
            for (size_t k = 0; k < vectorsPerMask; ++k) {
                const auto v = LoadVec(d, src + i + k * N, true);
                hn::Stream(v, d, dst + i + k * N);
                bits = hn::Add(bits, v);
            }
            hn::Stream(bits, d, mask + m);
        } else {
            ahead.Touch(i, i + vectorsPerMask * N);  // as the mask-consuming loops
            const auto bits = LoadVec(d, mask + m, true);
            for (size_t k = 0; k < vectorsPerMask; ++k) {
                hn::Stream(hn::Add(LoadVec(d, src + i + k * N, true), bits), d, dst + i + k * N);
            }
        }
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
HWY_EXPORT(StreamWithMask);

namespace {

struct CopyJob {
    uint8_t *dst;
    const uint8_t *src;
    const uint8_t *src2;  // set: dst = src + src2 (StreamAdd)
    uint8_t *mask;        // set: StreamWithMask
    size_t maskElemBytes;
    bool writeMask;
    size_t bytes;
    size_t chunk;
    bool stream;
};

void CopyChunk(const void *context, size_t block)
{
    const CopyJob &job = *static_cast<const CopyJob *>(context);
    const size_t begin = block * job.chunk;
    const size_t n = std::min(job.bytes - begin, job.chunk);
    if (job.mask != nullptr) {
        HWY_DYNAMIC_DISPATCH(StreamWithMask)
        (job.dst + begin, job.src + begin, job.mask + begin / (8 * job.maskElemBytes), n, job.maskElemBytes,
         job.writeMask);
    } else if (job.src2 != nullptr) {
        HWY_DYNAMIC_DISPATCH(StreamAdd)(job.dst + begin, job.src + begin, job.src2 + begin, n);
    } else if (job.stream) {
        HWY_DYNAMIC_DISPATCH(StreamCopy)(job.dst + begin, job.src + begin, n);
    } else {
        std::memcpy(job.dst + begin, job.src + begin, n);
    }
}

void ParallelJob(CopyJob job, size_t threads)
{
    // The engine's rule for waking threads, so each ceiling is split as the operators are.
    const double perThread = aclp::MinBytesPerThread(aclp::Machine());
    const double moved = (job.src2 != nullptr ? 3.0 : 2.0) * static_cast<double>(job.bytes);
    size_t blocks = std::max<size_t>(1, std::min(threads, static_cast<size_t>(moved / perThread)));
    const size_t granule = job.mask != nullptr ? 64 * 64 : 64;  // whole mask vectors per block
    job.chunk = (job.bytes + blocks - 1) / blocks;
    job.chunk = (job.chunk + granule - 1) / granule * granule;
    blocks = (job.bytes + job.chunk - 1) / job.chunk;
    aclp::ParallelFor(blocks, threads, CopyChunk, &job);
}

}  // namespace

void ParallelMemcpy(uint8_t *dst, const uint8_t *src, size_t bytes, size_t threads)
{
    ParallelJob(CopyJob{dst, src, nullptr, nullptr, 0, false, bytes, 0, false}, threads);
}

void ParallelStreamCopy(uint8_t *dst, const uint8_t *src, size_t bytes, size_t threads)
{
    ParallelJob(CopyJob{dst, src, nullptr, nullptr, 0, false, bytes, 0, true}, threads);
}

void ParallelStreamAdd(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t bytes, size_t threads)
{
    ParallelJob(CopyJob{dst, a, b, nullptr, 0, false, bytes, 0, true}, threads);
}

void ParallelStreamWithMask(uint8_t *dst, const uint8_t *src, uint8_t *mask, size_t bytes, size_t elemBytes,
                            bool writeMask, size_t threads)
{
    ParallelJob(CopyJob{dst, src, nullptr, mask, elemBytes, writeMask, bytes, 0, true}, threads);
}

}  // namespace aclp_bench
#endif  // HWY_ONCE
