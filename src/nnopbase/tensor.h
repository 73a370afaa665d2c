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

namespace aclp {
// What a call needs to know about a tensor's view, worked out once when the tensor is made. Everything
// but `data` is fixed from aclCreateTensor / aclInitTensor on (only the address can be re-set), so a
// call reads these instead of walking shapes and strides again: a small call stays a few hundred
// instructions. `known` is false only for a tensor not built by those two; readers then recompute.
struct TensorFacts {
    bool known = false;
    bool contiguous = false;   // dense in row-major order (strides of size-1 dims do not matter)
    bool layoutValid = false;  // every rule of CheckViewInStorage that does not involve `data` holds
    bool writable = false;     // CheckWritable holds (only worked out when layoutValid)
    uint32_t elemSize = 0;     // ElementSize(dtype)
    int64_t numel = 0;         // ShapeNumel(viewShape)
    // When layoutValid and numel > 0: the lowest and highest element the view touches, and the storage
    // in bytes.
    int64_t extentLo = 0;
    int64_t extentHi = 0;
    int64_t storageBytes = 0;
};
}  // namespace aclp

struct aclTensor {
    std::vector<int64_t> viewShape;
    std::vector<int64_t> strides;  // elements
    int64_t offset = 0;            // elements
    std::vector<int64_t> storageShape;
    aclDataType dtype = ACL_DT_UNDEFINED;
    aclFormat format = ACL_FORMAT_ND;
    void *data = nullptr;
    aclp::TensorFacts facts;  // derived from the fields above by RefreshTensorFacts (op_checks.h)
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

// Product of dims (0 for an empty tensor, 1 for a 0-d one), saturating at 2^62.
ACLP_EXPORT int64_t ShapeNumel(const std::vector<int64_t> &shape);
// The number of elements of a tensor's view.
inline int64_t Numel(const aclTensor &t)
{
    return t.facts.known ? t.facts.numel : ShapeNumel(t.viewShape);
}
ACLP_EXPORT std::vector<int64_t> ContiguousStrides(const std::vector<int64_t> &shape);
// True when the view is dense in row-major order (strides of size-1 dims do not matter).
ACLP_EXPORT bool IsDenseRowMajor(const std::vector<int64_t> &shape, const std::vector<int64_t> &strides);
inline bool IsContiguous(const aclTensor &t)
{
    return t.facts.known ? t.facts.contiguous : IsDenseRowMajor(t.viewShape, t.strides);
}
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
