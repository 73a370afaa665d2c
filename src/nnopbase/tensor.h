// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What aclTensor and aclScalar hold. A tensor is a view (shape, strides and offset in elements) over
// storage (shape, data pointer), so it can describe transposed, sliced and broadcast views.
#ifndef ACLP_NNOPBASE_TENSOR_H_
#define ACLP_NNOPBASE_TENSOR_H_

#include <cstdint>
#include <vector>

#include "aclnn/acl_meta.h"
#include "common/export.h"

struct aclTensor {
    std::vector<int64_t> viewShape;
    std::vector<int64_t> strides;  // elements
    int64_t offset = 0;            // elements
    std::vector<int64_t> storageShape;
    aclDataType dtype = ACL_DT_UNDEFINED;
    aclFormat format = ACL_FORMAT_ND;
    void *data = nullptr;
};

struct aclScalar {
    aclDataType dtype = ACL_DT_UNDEFINED;
    alignas(16) uint8_t value[16] = {};  // the value copied at creation, in its own dtype
};

struct aclIntArray {
    std::vector<int64_t> values;
};
struct aclFloatArray {
    std::vector<float> values;
};
struct aclBoolArray {
    std::vector<bool> values;
};
struct aclTensorList {
    std::vector<aclTensor *> tensors;  // owned
};
struct aclScalarList {
    std::vector<aclScalar *> scalars;  // owned
};

namespace aclp {

constexpr size_t kMaxDims = 8;
// The most bytes a tensor's storage or view may span: every byte offset then fits in an int64_t.
constexpr int64_t kMaxTensorBytes = int64_t{1} << 62;

// Product of dims (0 for an empty tensor, 1 for a 0-d one).
ACLP_EXPORT int64_t ShapeNumel(const std::vector<int64_t> &shape);
ACLP_EXPORT std::vector<int64_t> ContiguousStrides(const std::vector<int64_t> &shape);
// True when the view is dense in row-major order (strides of size-1 dims do not matter).
ACLP_EXPORT bool IsContiguous(const aclTensor &t);
// Bytes per element of a tensor's dtype (ACL_UINT1 counts as 1: its storage is handled by its operators).
ACLP_EXPORT size_t ElementSize(aclDataType dtype);
// Address of view element 0.
inline uint8_t *ViewBase(const aclTensor &t)
{
    return static_cast<uint8_t *>(t.data) + t.offset * static_cast<int64_t>(ElementSize(t.dtype));
}

// A scalar's value in the two forms an exact comparison needs.
struct ScalarValue {
    bool isInteger;   // integer or bool dtypes: `integer` is exact (uint64 above INT64_MAX saturates, flagged)
    bool aboveInt64;  // an unsigned value larger than INT64_MAX
    int64_t integer;
    double real;  // exact for every dtype except 64-bit integers beyond 2^53 (use `integer` for those)
};
// False for complex and non-numeric dtypes.
ACLP_EXPORT bool ReadScalar(const aclScalar &s, ScalarValue *value);

}  // namespace aclp

#endif  // ACLP_NNOPBASE_TENSOR_H_
