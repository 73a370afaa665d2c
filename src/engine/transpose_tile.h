// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The block transpose behind a permuted operand's tiles (strided_elementwise.cpp): 128-bit blocks of 2-, 4-
// and 8-byte elements turned with interleaves on the best SIMD target, instead of one element at a time.
#ifndef ACLP_ENGINE_TRANSPOSE_TILE_H_
#define ACLP_ENGINE_TRANSPOSE_TILE_H_

#include <cstdint>

#include "common/export.h"

namespace aclp {

// dst (rows x n elements, row-major) = the transpose of the n x rows elements at src whose line c (rows
// consecutive elements) starts at src + c * lineBytes. Elements of 2, 4 or 8 bytes; false (nothing written)
// for other sizes.
ACLP_EXPORT bool TransposeTile(uint32_t elemBytes, const uint8_t *src, int64_t lineBytes, int64_t rows, int64_t n,
                               uint8_t *dst);

}  // namespace aclp

#endif  // ACLP_ENGINE_TRANSPOSE_TILE_H_
