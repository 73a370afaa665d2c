// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "engine/strided_copy.h"

#include <algorithm>
#include <cstring>

#include "engine/thread_pool.h"

namespace aclp {
namespace {

// The two views after dropping size-1 dims and merging dims that are contiguous in both.
struct CopyPlan {
    uint32_t rank = 0;
    int64_t shape[kMaxViewDims];
    int64_t src[kMaxViewDims];
    int64_t dst[kMaxViewDims];
};

CopyPlan Coalesce(const StridedView &s, const StridedView &d)
{
    CopyPlan p;
    for (uint32_t i = 0; i < s.rank; ++i) {
        if (s.shape[i] == 1) {
            continue;
        }
        if (p.rank > 0 && p.src[p.rank - 1] == s.strides[i] * s.shape[i] &&
            p.dst[p.rank - 1] == d.strides[i] * s.shape[i]) {
            p.shape[p.rank - 1] *= s.shape[i];
            p.src[p.rank - 1] = s.strides[i];
            p.dst[p.rank - 1] = d.strides[i];
            continue;
        }
        p.shape[p.rank] = s.shape[i];
        p.src[p.rank] = s.strides[i];
        p.dst[p.rank] = d.strides[i];
        ++p.rank;
    }
    if (p.rank == 0) {  // a single element
        p.rank = 1;
        p.shape[0] = 1;
        p.src[0] = 1;
        p.dst[0] = 1;
    }
    return p;
}

// Elements are moved with memcpy of sizeof(T) bytes (one load and one store once compiled): callers'
// buffers need not be aligned to their element size.
template <typename T>
void CopyRow(const uint8_t *src, int64_t srcStride, uint8_t *dst, int64_t dstStride, int64_t n)
{
    constexpr int64_t kSize = sizeof(T);
    if (srcStride == 1 && dstStride == 1) {
        std::memcpy(dst, src, static_cast<size_t>(n) * sizeof(T));
    } else if (srcStride == 0) {
        T v;
        std::memcpy(&v, src, sizeof(T));
        for (int64_t i = 0; i < n; ++i) {
            std::memcpy(dst + i * dstStride * kSize, &v, sizeof(T));
        }
    } else if (srcStride == 2 && dstStride == 1) {  // every other element: loops the compiler vectorizes
        for (int64_t i = 0; i < n; ++i) {
            std::memcpy(dst + i * kSize, src + 2 * i * kSize, sizeof(T));
        }
    } else if (srcStride == 1 && dstStride == 2) {
        for (int64_t i = 0; i < n; ++i) {
            std::memcpy(dst + 2 * i * kSize, src + i * kSize, sizeof(T));
        }
    } else {
        for (int64_t i = 0; i < n; ++i) {
            std::memcpy(dst + i * dstStride * kSize, src + i * srcStride * kSize, sizeof(T));
        }
    }
}

}  // namespace

RowCopyFn RowCopier(size_t elemSize)
{
    switch (elemSize) {
        case 1: return CopyRow<uint8_t>;
        case 2: return CopyRow<uint16_t>;
        case 4: return CopyRow<uint32_t>;
        case 8: return CopyRow<uint64_t>;
        default: return CopyRow<Bytes16>;
    }
}

namespace {

struct CopyJob {
    CopyPlan plan;
    const uint8_t *src;
    uint8_t *dst;
    size_t elemSize;
    int64_t rows;  // product of all but the last dim
    int64_t rowsPerBlock;
    RowCopyFn row;
};

void CopyBlock(const void *context, size_t block)
{
    const CopyJob &job = *static_cast<const CopyJob *>(context);
    const CopyPlan &p = job.plan;
    const uint32_t last = p.rank - 1;
    int64_t begin = static_cast<int64_t>(block) * job.rowsPerBlock;
    int64_t end = std::min(job.rows, begin + job.rowsPerBlock);
    // Odometer over the outer dims, started at row `begin`.
    int64_t index[kMaxViewDims] = {};
    int64_t rest = begin;
    for (uint32_t i = last; i-- > 0;) {
        index[i] = rest % p.shape[i];
        rest /= p.shape[i];
    }
    const int64_t es = static_cast<int64_t>(job.elemSize);
    for (int64_t r = begin; r < end; ++r) {
        int64_t so = 0;
        int64_t dof = 0;
        for (uint32_t i = 0; i < last; ++i) {
            so += index[i] * p.src[i];
            dof += index[i] * p.dst[i];
        }
        job.row(job.src + so * es, p.src[last], job.dst + dof * es, p.dst[last], p.shape[last]);
        for (uint32_t i = last; i-- > 0;) {
            if (++index[i] < p.shape[i]) {
                break;
            }
            index[i] = 0;
        }
    }
}

}  // namespace

void StridedCopy(const uint8_t *src, const StridedView &srcView, uint8_t *dst, const StridedView &dstView,
                 size_t elemSize, size_t threads)
{
    CopyJob job;
    job.plan = Coalesce(srcView, dstView);
    job.src = src;
    job.dst = dst;
    job.elemSize = elemSize;
    job.row = RowCopier(elemSize);
    job.rows = 1;
    for (uint32_t i = 0; i + 1 < job.plan.rank; ++i) {
        job.rows *= job.plan.shape[i];
    }
    const int64_t totalBytes = job.rows * job.plan.shape[job.plan.rank - 1] * static_cast<int64_t>(elemSize);
    const int64_t kBytesPerThread = 1 << 20;  // below this a second thread is not worth waking
    int64_t blocks =
        std::max<int64_t>(1, std::min<int64_t>(static_cast<int64_t>(threads), totalBytes / kBytesPerThread));
    blocks = std::min(blocks, job.rows);
    job.rowsPerBlock = (job.rows + blocks - 1) / blocks;
    blocks = (job.rows + job.rowsPerBlock - 1) / job.rowsPerBlock;
    ParallelFor(static_cast<size_t>(blocks), threads, CopyBlock, &job);
}

}  // namespace aclp
