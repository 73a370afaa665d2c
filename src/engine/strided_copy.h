// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Copy between two views of the same shape, any strides (a stride of 0 broadcasts the source). This is
// the engine behind the l0 ops Contiguous (view -> dense) and ViewCopy (dense -> view).
#ifndef ACLP_ENGINE_STRIDED_COPY_H_
#define ACLP_ENGINE_STRIDED_COPY_H_

#include <cstddef>
#include <cstdint>

#include "common/export.h"

namespace aclp {

constexpr size_t kMaxViewDims = 8;

struct StridedView {  // POD, recorded in plans
    uint32_t rank;
    int64_t shape[kMaxViewDims];
    int64_t strides[kMaxViewDims];  // elements
};

// The element of COMPLEX128 (16 bytes), moved as one: the copies' widest element type.
struct Bytes16 {
    uint64_t part[2];
};

// Copies n elements of elemSize bytes from src to dst, each with its own stride in elements (a source
// stride of 0 broadcasts one element).
using RowCopyFn = void (*)(const uint8_t *src, int64_t srcStride, uint8_t *dst, int64_t dstStride, int64_t n);
ACLP_EXPORT RowCopyFn RowCopier(size_t elemSize);

ACLP_EXPORT void StridedCopy(const uint8_t *src, const StridedView &srcView, uint8_t *dst, const StridedView &dstView,
                             size_t elemSize, size_t threads);

}  // namespace aclp

#endif  // ACLP_ENGINE_STRIDED_COPY_H_
