// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The one dtype switch of the code base: VisitDtype maps a runtime aclDataType to a compile-time tag
// carrying the storage type, so that kernels are written once as templates.
#ifndef ACLP_ENGINE_DTYPE_H_
#define ACLP_ENGINE_DTYPE_H_

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "acl/acl_base.h"
#include "common/export.h"

namespace aclp {

template <aclDataType DT, typename StorageT, bool kIsFloat>
struct DtypeTag {
    static constexpr aclDataType kDtype = DT;
    static constexpr bool kFloat = kIsFloat;
    using Storage = StorageT;  // bit container; FLOAT16 and BF16 are held as uint16_t
};

using Float32Tag = DtypeTag<ACL_FLOAT, float, true>;
using Float16Tag = DtypeTag<ACL_FLOAT16, uint16_t, true>;
using Bf16Tag = DtypeTag<ACL_BF16, uint16_t, true>;
using Float64Tag = DtypeTag<ACL_DOUBLE, double, true>;
using Int8Tag = DtypeTag<ACL_INT8, int8_t, false>;
using Uint8Tag = DtypeTag<ACL_UINT8, uint8_t, false>;
using Int16Tag = DtypeTag<ACL_INT16, int16_t, false>;
using Uint16Tag = DtypeTag<ACL_UINT16, uint16_t, false>;
using Int32Tag = DtypeTag<ACL_INT32, int32_t, false>;
using Uint32Tag = DtypeTag<ACL_UINT32, uint32_t, false>;
using Int64Tag = DtypeTag<ACL_INT64, int64_t, false>;
using Uint64Tag = DtypeTag<ACL_UINT64, uint64_t, false>;
using BoolTag = DtypeTag<ACL_BOOL, uint8_t, false>;

// Calls visitor(Tag{}) for the real (non-complex) dtypes and returns true; returns false for the others.
template <typename Visitor>
bool VisitDtype(aclDataType dtype, Visitor &&visitor)
{
    switch (dtype) {
        case ACL_FLOAT: visitor(Float32Tag{}); return true;
        case ACL_FLOAT16: visitor(Float16Tag{}); return true;
        case ACL_BF16: visitor(Bf16Tag{}); return true;
        case ACL_DOUBLE: visitor(Float64Tag{}); return true;
        case ACL_INT8: visitor(Int8Tag{}); return true;
        case ACL_UINT8: visitor(Uint8Tag{}); return true;
        case ACL_INT16: visitor(Int16Tag{}); return true;
        case ACL_UINT16: visitor(Uint16Tag{}); return true;
        case ACL_INT32: visitor(Int32Tag{}); return true;
        case ACL_UINT32: visitor(Uint32Tag{}); return true;
        case ACL_INT64: visitor(Int64Tag{}); return true;
        case ACL_UINT64: visitor(Uint64Tag{}); return true;
        case ACL_BOOL: visitor(BoolTag{}); return true;
        default: return false;
    }
}

// A kernel's dtype switch: calls visitor(Tag{}) for the one of `Tags` whose dtype is `dtype` and returns
// true, or returns false when none is. Only the listed dtypes' code is instantiated (a kernel lists the
// dtypes its operator declares); a kernel given any other dtype aborts with its name (a library bug:
// the entry checked the dtype).
template <typename... Tags, typename Visitor>
bool VisitDtypeAmong(aclDataType dtype, Visitor &&visitor)
{
    return ((dtype == Tags::kDtype ? (visitor(Tags{}), true) : false) || ...);
}

// The unsigned integer of 1, 2, 4 or 8 bytes.
template <size_t kBytes>
using UnsignedOfSize =
    std::conditional_t<kBytes == 1, uint8_t,
                       std::conditional_t<kBytes == 2, uint16_t, std::conditional_t<kBytes == 4, uint32_t, uint64_t>>>;

// The size switch of code that only moves bits: calls visitor(U{}) with the unsigned integer of `bytes` bytes when
// `bytes` is one of kSizes and returns true; false (nothing called) for another size.
template <size_t... kSizes, typename Visitor>
bool VisitUnsignedOfSize(size_t bytes, Visitor &&visitor)
{
    static_assert(((kSizes == 1 || kSizes == 2 || kSizes == 4 || kSizes == 8) && ...), "sizes of unsigned integers");
    return ((bytes == kSizes ? (visitor(UnsignedOfSize<kSizes>{}), true) : false) || ...);
}

// Printable name of a dtype, as the messages and docs spell it (ACL_FLOAT -> "FLOAT").
ACLP_EXPORT const char *DtypeName(aclDataType dtype);

}  // namespace aclp

#endif  // ACLP_ENGINE_DTYPE_H_
