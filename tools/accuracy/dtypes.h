// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Element types as case files name them, and exact conversions between element bits and double /
// int64. Written from the IEEE 754 definitions, independently of the library under test.
#ifndef ACLP_TOOLS_ACCURACY_DTYPES_H_
#define ACLP_TOOLS_ACCURACY_DTYPES_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "acl/acl_base.h"

namespace accuracy {

// Parses an ATK/TTK dtype string ("fp16", "float16", "bfloat16", "int8_t", "uint1", ...). Returns false
// for names no case file uses for tensors.
bool ParseDtype(const std::string &name, aclDataType *dtype);
// "FLOAT16", "BFLOAT16", ... as CANN's docs and the library's messages spell them.
const char *DtypeName(aclDataType dtype);

bool IsFloating(aclDataType dtype);  // FLOAT, FLOAT16, BF16, DOUBLE
bool IsInteger(aclDataType dtype);   // signed/unsigned integers and BOOL (UINT1 excluded)
// The dtype of each part of a complex dtype (COMPLEX64: FLOAT, COMPLEX128: DOUBLE); ACL_DT_UNDEFINED for the others.
aclDataType ComplexPart(aclDataType dtype);
size_t ElementBytes(aclDataType dtype);  // 0 for UINT1 (bits) and unknown types
int64_t IntegerMin(aclDataType dtype);
int64_t IntegerMax(aclDataType dtype);

// Exact value of a floating element.
double LoadFloat(aclDataType dtype, const void *p);
// Exact value of an integer element.
int64_t LoadInteger(aclDataType dtype, const void *p);
// Raw bits of an element, zero-extended (for bitwise comparison and reports).
uint64_t LoadBits(aclDataType dtype, const void *p);
void StoreBits(aclDataType dtype, uint64_t bits, void *p);

// Rounds a double to the nearest value of a floating dtype (ties to even, overflow to Inf, NaN kept
// quiet) and returns its bits.
uint64_t RoundToBits(aclDataType dtype, double value);
// The double value of a floating dtype's bits.
double BitsToDouble(aclDataType dtype, uint64_t bits);
// Rounds a double to the nearest value representable in a floating dtype (the value, not the bits).
inline double RoundTo(aclDataType dtype, double value)
{
    return BitsToDouble(dtype, RoundToBits(dtype, value));
}
// Rounds a double to a floating dtype as PyTorch converts a DOUBLE tensor: to FLOAT16 and BFLOAT16 through float32
// (two roundings), to FLOAT and DOUBLE once. A value that is already a float32 rounds the same either way.
inline uint64_t RoundToBitsLikeTorch(aclDataType dtype, double value)
{
    const bool narrow = dtype == ACL_FLOAT16 || dtype == ACL_BF16;
    return RoundToBits(dtype, narrow ? RoundTo(ACL_FLOAT, value) : value);
}
// Saturating conversion of a real value to an integer dtype (NaN -> 0, +-Inf -> max/min, truncation).
int64_t SaturateToInteger(aclDataType dtype, double value);

// PyTorch's type promotion for the floating and complex dtypes these operators take (COMPLEX64 with DOUBLE is
// COMPLEX128).
aclDataType PromoteFloating(aclDataType a, aclDataType b);

// Distance in units in the last place between two finite values of a floating dtype (for reports).
double UlpDistance(aclDataType dtype, uint64_t a, uint64_t b);

}  // namespace accuracy

#endif  // ACLP_TOOLS_ACCURACY_DTYPES_H_
