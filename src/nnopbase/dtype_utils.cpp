// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "nnopbase/dtype_utils.h"

#include <algorithm>

namespace aclp {
namespace {

// Rank inside a class: a wider type ranks higher.
int FloatRank(aclDataType d)
{
    switch (d) {
        case ACL_FLOAT16:
        case ACL_BF16: return 1;
        case ACL_FLOAT: return 2;
        default: return 3;  // DOUBLE
    }
}

int IntegralRank(aclDataType d)
{
    switch (d) {
        case ACL_INT8:
        case ACL_UINT8: return 1;
        case ACL_INT16:
        case ACL_UINT16: return 2;
        case ACL_INT32:
        case ACL_UINT32: return 3;
        default: return 4;
    }
}

bool IsUnsigned(aclDataType d)
{
    return d == ACL_UINT8 || d == ACL_UINT16 || d == ACL_UINT32 || d == ACL_UINT64;
}

aclDataType SignedOfRank(int rank)
{
    return rank == 1 ? ACL_INT8 : rank == 2 ? ACL_INT16 : rank == 3 ? ACL_INT32 : ACL_INT64;
}

// The precision a complex result needs to hold a value of dtype d: a complex dtype's part width, a floating
// dtype's own (FLOAT16 and BFLOAT16 alike), 0 for integers and BOOL (they take any complex dtype).
int ComplexPartBits(aclDataType d)
{
    switch (d) {
        case ACL_COMPLEX32:
        case ACL_FLOAT16:
        case ACL_BF16: return 16;
        case ACL_COMPLEX64:
        case ACL_FLOAT: return 32;
        case ACL_COMPLEX128:
        case ACL_DOUBLE: return 64;
        default: return 0;
    }
}

}  // namespace

bool IsFloatingDtype(aclDataType d)
{
    return d == ACL_FLOAT16 || d == ACL_BF16 || d == ACL_FLOAT || d == ACL_DOUBLE;
}

bool IsComplexDtype(aclDataType d)
{
    return d == ACL_COMPLEX32 || d == ACL_COMPLEX64 || d == ACL_COMPLEX128;
}

bool IsIntegralDtype(aclDataType d)
{
    switch (d) {
        case ACL_INT8:
        case ACL_UINT8:
        case ACL_INT16:
        case ACL_UINT16:
        case ACL_INT32:
        case ACL_UINT32:
        case ACL_INT64:
        case ACL_UINT64: return true;
        default: return false;
    }
}

namespace {

// A real number's dtype (floating or integer) or BOOL: what promotion and conversion take besides complex ones.
bool IsRealOrBool(aclDataType d)
{
    return IsFloatingDtype(d) || IsIntegralDtype(d) || d == ACL_BOOL;
}

}  // namespace

aclDataType PromoteType(aclDataType a, aclDataType b)
{
    // CANN's table with a complex operand: the complex dtype whose parts hold both (COMPLEX64 with DOUBLE is
    // COMPLEX128, FLOAT with COMPLEX32 is COMPLEX64); never with the unsigned types wider than UINT8.
    if (IsComplexDtype(a) || IsComplexDtype(b)) {
        const aclDataType other = IsComplexDtype(a) ? b : a;
        if (other == ACL_UINT16 || other == ACL_UINT32 || other == ACL_UINT64 ||
            !(IsComplexDtype(other) || IsRealOrBool(other))) {
            return ACL_DT_UNDEFINED;
        }
        const int bits = std::max(ComplexPartBits(a), ComplexPartBits(b));
        return bits == 16 ? ACL_COMPLEX32 : bits == 32 ? ACL_COMPLEX64 : ACL_COMPLEX128;
    }
    if (!IsRealOrBool(a) || !IsRealOrBool(b)) {
        return a == b ? a : ACL_DT_UNDEFINED;
    }
    if (a == b) {
        return a;
    }
    if (IsFloatingDtype(a) || IsFloatingDtype(b)) {
        if (!IsFloatingDtype(b))
            return a;
        if (!IsFloatingDtype(a))
            return b;
        if (FloatRank(a) == 1 && FloatRank(b) == 1)
            return ACL_FLOAT;  // FLOAT16 with BF16
        return FloatRank(a) >= FloatRank(b) ? a : b;
    }
    if (a == ACL_BOOL)
        return b;
    if (b == ACL_BOOL)
        return a;
    const int ra = IntegralRank(a);
    const int rb = IntegralRank(b);
    if (IsUnsigned(a) == IsUnsigned(b)) {
        return ra >= rb ? a : b;
    }
    // Signed with unsigned: the signed type if it is wider, else the next wider signed type.
    const aclDataType s = IsUnsigned(a) ? b : a;
    const aclDataType u = IsUnsigned(a) ? a : b;
    if (IntegralRank(s) > IntegralRank(u))
        return s;
    return SignedOfRank(IntegralRank(u) + 1 > 4 ? 4 : IntegralRank(u) + 1);
}

bool CanCast(aclDataType from, aclDataType to)
{
    // Only between the dtypes the engine converts: real numbers, BOOL, COMPLEX64 and COMPLEX128 (not COMPLEX32,
    // nor values no aclDataType names, which a caller can pass: the enum is an int).
    auto convertible = [](aclDataType d) { return IsRealOrBool(d) || d == ACL_COMPLEX64 || d == ACL_COMPLEX128; };
    if (!convertible(from) || !convertible(to))
        return false;
    if (IsComplexDtype(from) && !IsComplexDtype(to))
        return false;
    if (IsFloatingDtype(from) && IsIntegralDtype(to))
        return false;
    if (from != ACL_BOOL && to == ACL_BOOL)
        return false;
    return true;
}

}  // namespace aclp
