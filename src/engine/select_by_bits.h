// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The second half of a gating select run from a row of mask bits (strided_elementwise.cpp): the bits say which
// elements pass, this copies those and zeroes the rest, on the best SIMD target.
#ifndef ACLP_ENGINE_SELECT_BY_BITS_H_
#define ACLP_ENGINE_SELECT_BY_BITS_H_

#include <cstddef>
#include <cstdint>

#include "common/export.h"

namespace aclp {

// out[i] = bit i of `bits` ? in[i] : all-zero bytes, for n elements of elemBytes (1, 2, 4 or 8) bytes; element i's
// bit is bit i % 8 of byte i / 8, and `bits` is readable up to the 8-byte word holding bit n - 1. Streaming stores
// when nonTemporal and out is vector-aligned (the caller fences them). False (nothing written) for other sizes.
ACLP_EXPORT bool SelectByBits(uint32_t elemBytes, const uint8_t *in, const uint8_t *bits, uint8_t *out, size_t n,
                              bool nonTemporal);

}  // namespace aclp

#endif  // ACLP_ENGINE_SELECT_BY_BITS_H_
