// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The aclnn meta API for tensors, scalars and arrays (acl_meta.h).
#include "nnopbase/tensor.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>

#include "aclnn/opdev/op_errno.h"
#include "common/half.h"
#include "nnopbase/op_checks.h"
#include "runtime/error_message.h"

namespace aclp {

namespace {
// Products of user-given dimensions saturate at +-2^62: a hostile shape must reach the checks that
// refuse it, not overflow on the way (found by the accuracy tool's overflow case under UBSan).
constexpr __int128 kDimProductLimit = static_cast<__int128>(1) << 62;

int64_t SaturatingProduct(__int128 a, int64_t b)
{
    const __int128 p = a * b;  // |a| <= 2^62, |b| < 2^63: exact in 128 bits
    return static_cast<int64_t>(std::max(-kDimProductLimit, std::min(p, kDimProductLimit)));
}
}  // namespace

int64_t ShapeNumel(const std::vector<int64_t> &shape)
{
    int64_t n = 1;
    for (int64_t d : shape) {
        n = SaturatingProduct(n, d);
    }
    return n;
}

std::vector<int64_t> ContiguousStrides(const std::vector<int64_t> &shape)
{
    std::vector<int64_t> strides(shape.size());
    int64_t s = 1;
    for (size_t i = shape.size(); i-- > 0;) {
        strides[i] = s;
        s = SaturatingProduct(s, shape[i] > 0 ? shape[i] : 1);
    }
    return strides;
}

bool IsDenseRowMajor(const std::vector<int64_t> &shape, const std::vector<int64_t> &strides)
{
    if (ShapeNumel(shape) == 0) {
        return true;  // nothing to lay out
    }
    if (strides.size() != shape.size()) {
        return false;
    }
    int64_t expected = 1;
    for (size_t i = shape.size(); i-- > 0;) {
        if (shape[i] == 1) {
            continue;
        }
        if (strides[i] != expected) {
            return false;
        }
        expected = SaturatingProduct(expected, shape[i]);
    }
    return true;
}

size_t ElementSize(aclDataType dtype)
{
    if (dtype == ACL_UINT1) {
        return 1;
    }
    return aclDataTypeSize(dtype);
}

bool ReadScalar(const aclScalar &s, ScalarValue *v)
{
    auto asInt = [&](int64_t x) {
        *v = ScalarValue{true, false, x, static_cast<double>(x)};
        return true;
    };
    auto asReal = [&](double x) {
        *v = ScalarValue{false, false, 0, x};
        return true;
    };
    const uint8_t *p = s.value;
    auto load = [p](auto dummy) {
        decltype(dummy) x;
        std::memcpy(&x, p, sizeof(x));
        return x;
    };
    switch (s.dtype) {
        case ACL_FLOAT: return asReal(load(float{}));
        case ACL_DOUBLE: return asReal(load(double{}));
        case ACL_FLOAT16: return asReal(HalfToFloat(load(uint16_t{})));
        case ACL_BF16: return asReal(Bf16ToFloat(load(uint16_t{})));
        case ACL_INT8: return asInt(load(int8_t{}));
        case ACL_UINT8: return asInt(load(uint8_t{}));
        case ACL_INT16: return asInt(load(int16_t{}));
        case ACL_UINT16: return asInt(load(uint16_t{}));
        case ACL_INT32: return asInt(load(int32_t{}));
        case ACL_UINT32: return asInt(load(uint32_t{}));
        case ACL_INT64: return asInt(load(int64_t{}));
        case ACL_BOOL: return asInt(load(int8_t{}) != 0 ? 1 : 0);
        case ACL_UINT64: {
            uint64_t u = load(uint64_t{});
            if (u > static_cast<uint64_t>(INT64_MAX)) {
                *v = ScalarValue{true, true, INT64_MAX, static_cast<double>(u)};
                return true;
            }
            return asInt(static_cast<int64_t>(u));
        }
        default: return false;
    }
}

namespace {

// Bytes aclCreateScalar copies for a dtype; 0 when the dtype cannot be a scalar.
size_t ScalarBytes(aclDataType dtype)
{
    switch (dtype) {
        case ACL_COMPLEX64: return 8;
        case ACL_COMPLEX128: return 16;
        case ACL_BOOL: return 1;
        case ACL_STRING:
        case ACL_INT4:
        case ACL_UINT1:
        case ACL_COMPLEX32:
        case ACL_DT_UNDEFINED: return 0;
        default: return aclDataTypeSize(dtype);
    }
}

aclTensor *BuildTensor(aclTensor *t, const int64_t *viewDims, uint64_t viewDimsNum, aclDataType dataType,
                       const int64_t *stride, int64_t offset, aclFormat format, const int64_t *storageDims,
                       uint64_t storageDimsNum, void *tensorData)
{
    t->viewShape.assign(viewDims, viewDims + viewDimsNum);
    if (stride == nullptr) {
        t->strides = ContiguousStrides(t->viewShape);
    } else {
        t->strides.assign(stride, stride + viewDimsNum);
    }
    t->offset = offset;
    t->storageShape.assign(storageDims, storageDims + storageDimsNum);
    t->dtype = dataType;
    t->format = format;
    t->data = tensorData;
    RefreshTensorFacts(t);
    return t;
}

bool ShapeArgsValid(const int64_t *viewDims, uint64_t viewDimsNum, const int64_t *storageDims, uint64_t storageDimsNum)
{
    if (viewDims == nullptr && viewDimsNum > 0) {
        SetErrorMessage("aclCreateTensor: viewDims is null but viewDimsNum is %lu", (unsigned long)viewDimsNum);
        return false;
    }
    if (storageDims == nullptr && storageDimsNum > 0) {
        SetErrorMessage("aclCreateTensor: storageDims is null but storageDimsNum is %lu",
                        (unsigned long)storageDimsNum);
        return false;
    }
    constexpr uint64_t kSaneRank = 64;  // refuse absurd ranks before allocating; operators accept 0-8
    if (viewDimsNum > kSaneRank || storageDimsNum > kSaneRank) {
        SetErrorMessage("aclCreateTensor: rank %lu is too large", (unsigned long)std::max(viewDimsNum, storageDimsNum));
        return false;
    }
    return true;
}

template <typename Array, typename T>
Array *MakeArray(const T *value, uint64_t size, const char *api)
{
    if (value == nullptr && size > 0) {
        SetErrorMessage("%s: value is null but size is %lu", api, (unsigned long)size);
        return nullptr;
    }
    auto a = std::make_unique<Array>();  // out of memory throws: the exported caller maps it to a message
    a->values.assign(value, value + size);
    return a.release();
}

template <typename T>
aclnnStatus GetSize(const T *array, uint64_t *size, const char *api)
{
    if (array == nullptr || size == nullptr) {
        SetErrorMessage("%s: %s is null", api, array == nullptr ? "array" : "size");
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    *size = array->values.size();
    return ACLNN_SUCCESS;
}

aclnnStatus CopyOut(const std::vector<int64_t> &src, int64_t **dims, uint64_t *num)
{
    *dims = new int64_t[src.empty() ? 1 : src.size()];
    std::copy(src.begin(), src.end(), *dims);
    *num = src.size();
    return ACLNN_SUCCESS;
}

aclnnStatus NullArg(const char *api, const char *name)
{
    SetErrorMessage("%s: %s is null", api, name);
    return ACLNN_ERR_PARAM_NULLPTR;
}

}  // namespace
}  // namespace aclp

using aclp::NullArg;

extern "C" {

aclTensor *aclCreateTensor(const int64_t *viewDims, uint64_t viewDimsNum, aclDataType dataType, const int64_t *stride,
                           int64_t offset, aclFormat format, const int64_t *storageDims, uint64_t storageDimsNum,
                           void *tensorData)
try {
    if (!aclp::ShapeArgsValid(viewDims, viewDimsNum, storageDims, storageDimsNum)) {
        return nullptr;
    }
    auto t = std::make_unique<aclTensor>();  // out of memory throws, and the handler below reports it
    aclp::BuildTensor(t.get(), viewDims, viewDimsNum, dataType, stride, offset, format, storageDims, storageDimsNum,
                      tensorData);
    return t.release();
} catch (...) {
    aclp::RecordException("aclCreateTensor");
    return {};
}

aclnnStatus aclInitTensor(aclTensor *tensor, const int64_t *viewDims, uint64_t viewDimsNum, aclDataType dataType,
                          const int64_t *stride, int64_t offset, aclFormat format, const int64_t *storageDims,
                          uint64_t storageDimsNum, void *tensorDataAddr)
try {
    if (tensor == nullptr) {
        return NullArg("aclInitTensor", "tensor");
    }
    if (!aclp::ShapeArgsValid(viewDims, viewDimsNum, storageDims, storageDimsNum)) {
        return ACLNN_ERR_PARAM_NULLPTR;
    }
    aclp::BuildTensor(tensor, viewDims, viewDimsNum, dataType, stride, offset, format, storageDims, storageDimsNum,
                      tensorDataAddr);
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclInitTensor", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclScalar *aclCreateScalar(void *value, aclDataType dataType)
try {
    if (value == nullptr) {
        aclp::SetErrorMessage("aclCreateScalar: value is null");
        return nullptr;
    }
    size_t bytes = aclp::ScalarBytes(dataType);
    if (bytes == 0) {
        aclp::SetErrorMessage("aclCreateScalar: dataType %d cannot be a scalar", static_cast<int>(dataType));
        return nullptr;
    }
    auto s = std::make_unique<aclScalar>();
    s->dtype = dataType;
    std::memcpy(s->value, value, bytes);
    return s.release();
} catch (...) {
    aclp::RecordException("aclCreateScalar");
    return {};
}

aclIntArray *aclCreateIntArray(const int64_t *value, uint64_t size)
try {
    return aclp::MakeArray<aclIntArray>(value, size, "aclCreateIntArray");
} catch (...) {
    aclp::RecordException("aclCreateIntArray");
    return {};
}

aclFloatArray *aclCreateFloatArray(const float *value, uint64_t size)
try {
    return aclp::MakeArray<aclFloatArray>(value, size, "aclCreateFloatArray");
} catch (...) {
    aclp::RecordException("aclCreateFloatArray");
    return {};
}

aclBoolArray *aclCreateBoolArray(const bool *value, uint64_t size)
try {
    return aclp::MakeArray<aclBoolArray>(value, size, "aclCreateBoolArray");
} catch (...) {
    aclp::RecordException("aclCreateBoolArray");
    return {};
}

aclTensorList *aclCreateTensorList(const aclTensor *const *value, uint64_t size)
try {
    if (value == nullptr && size > 0) {
        aclp::SetErrorMessage("aclCreateTensorList: value is null but size is %lu", (unsigned long)size);
        return nullptr;
    }
    auto list = std::make_unique<aclTensorList>();
    list->tensors.reserve(size);  // may throw; push_back below then cannot, so the list owns all or none
    for (uint64_t i = 0; i < size; ++i) {
        list->tensors.push_back(const_cast<aclTensor *>(value[i]));  // the list takes ownership, as CANN's
    }
    return list.release();
} catch (...) {
    aclp::RecordException("aclCreateTensorList");
    return {};
}

aclScalarList *aclCreateScalarList(const aclScalar *const *value, uint64_t size)
try {
    if (value == nullptr && size > 0) {
        aclp::SetErrorMessage("aclCreateScalarList: value is null but size is %lu", (unsigned long)size);
        return nullptr;
    }
    auto list = std::make_unique<aclScalarList>();
    list->scalars.reserve(size);
    for (uint64_t i = 0; i < size; ++i) {
        list->scalars.push_back(const_cast<aclScalar *>(value[i]));
    }
    return list.release();
} catch (...) {
    aclp::RecordException("aclCreateScalarList");
    return {};
}

aclnnStatus aclDestroyTensor(const aclTensor *tensor)
try {
    delete tensor;
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclDestroyTensor", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclDestroyScalar(const aclScalar *scalar)
try {
    delete scalar;
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclDestroyScalar", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclDestroyIntArray(const aclIntArray *array)
try {
    delete array;
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclDestroyIntArray", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclDestroyFloatArray(const aclFloatArray *array)
try {
    delete array;
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclDestroyFloatArray", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclDestroyBoolArray(const aclBoolArray *array)
try {
    delete array;
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclDestroyBoolArray", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclDestroyTensorList(const aclTensorList *array)
try {
    if (array != nullptr) {
        for (aclTensor *t : array->tensors) {
            delete t;
        }
        delete array;
    }
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclDestroyTensorList", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclDestroyScalarList(const aclScalarList *array)
try {
    if (array != nullptr) {
        for (aclScalar *s : array->scalars) {
            delete s;
        }
        delete array;
    }
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclDestroyScalarList", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetViewShape(const aclTensor *tensor, int64_t **viewDims, uint64_t *viewDimsNum)
try {
    if (tensor == nullptr || viewDims == nullptr || viewDimsNum == nullptr) {
        return NullArg("aclGetViewShape", tensor == nullptr     ? "tensor"
                                          : viewDims == nullptr ? "viewDims"
                                                                : "viewDimsNum");
    }
    return aclp::CopyOut(tensor->viewShape, viewDims, viewDimsNum);
} catch (...) {
    return aclp::StatusFromException("aclGetViewShape", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetStorageShape(const aclTensor *tensor, int64_t **storageDims, uint64_t *storageDimsNum)
try {
    if (tensor == nullptr || storageDims == nullptr || storageDimsNum == nullptr) {
        return NullArg("aclGetStorageShape", tensor == nullptr        ? "tensor"
                                             : storageDims == nullptr ? "storageDims"
                                                                      : "storageDimsNum");
    }
    return aclp::CopyOut(tensor->storageShape, storageDims, storageDimsNum);
} catch (...) {
    return aclp::StatusFromException("aclGetStorageShape", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetViewStrides(const aclTensor *tensor, int64_t **stridesValue, uint64_t *stridesNum)
try {
    if (tensor == nullptr || stridesValue == nullptr || stridesNum == nullptr) {
        return NullArg("aclGetViewStrides", tensor == nullptr         ? "tensor"
                                            : stridesValue == nullptr ? "stridesValue"
                                                                      : "stridesNum");
    }
    return aclp::CopyOut(tensor->strides, stridesValue, stridesNum);
} catch (...) {
    return aclp::StatusFromException("aclGetViewStrides", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetViewOffset(const aclTensor *tensor, int64_t *offset)
try {
    if (tensor == nullptr || offset == nullptr) {
        return NullArg("aclGetViewOffset", tensor == nullptr ? "tensor" : "offset");
    }
    *offset = tensor->offset;
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclGetViewOffset", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetFormat(const aclTensor *tensor, aclFormat *format)
try {
    if (tensor == nullptr || format == nullptr) {
        return NullArg("aclGetFormat", tensor == nullptr ? "tensor" : "format");
    }
    *format = tensor->format;
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclGetFormat", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetDataType(const aclTensor *tensor, aclDataType *dataType)
try {
    if (tensor == nullptr || dataType == nullptr) {
        return NullArg("aclGetDataType", tensor == nullptr ? "tensor" : "dataType");
    }
    *dataType = tensor->dtype;
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclGetDataType", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetIntArraySize(const aclIntArray *array, uint64_t *size)
try {
    return aclp::GetSize(array, size, "aclGetIntArraySize");
} catch (...) {
    return aclp::StatusFromException("aclGetIntArraySize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetFloatArraySize(const aclFloatArray *array, uint64_t *size)
try {
    return aclp::GetSize(array, size, "aclGetFloatArraySize");
} catch (...) {
    return aclp::StatusFromException("aclGetFloatArraySize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetBoolArraySize(const aclBoolArray *array, uint64_t *size)
try {
    return aclp::GetSize(array, size, "aclGetBoolArraySize");
} catch (...) {
    return aclp::StatusFromException("aclGetBoolArraySize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetTensorListSize(const aclTensorList *tensorList, uint64_t *size)
try {
    if (tensorList == nullptr || size == nullptr) {
        return NullArg("aclGetTensorListSize", tensorList == nullptr ? "tensorList" : "size");
    }
    *size = tensorList->tensors.size();
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclGetTensorListSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetScalarListSize(const aclScalarList *scalarList, uint64_t *size)
try {
    if (scalarList == nullptr || size == nullptr) {
        return NullArg("aclGetScalarListSize", scalarList == nullptr ? "scalarList" : "size");
    }
    *size = scalarList->scalars.size();
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclGetScalarListSize", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclSetRawTensorAddr(aclTensor *tensor, void *addr)
try {
    if (tensor == nullptr) {
        return NullArg("aclSetRawTensorAddr", "tensor");
    }
    tensor->data = addr;
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclSetRawTensorAddr", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

aclnnStatus aclGetRawTensorAddr(const aclTensor *tensor, void **addr)
try {
    if (tensor == nullptr || addr == nullptr) {
        return NullArg("aclGetRawTensorAddr", tensor == nullptr ? "tensor" : "addr");
    }
    *addr = tensor->data;
    return ACLNN_SUCCESS;
} catch (...) {
    return aclp::StatusFromException("aclGetRawTensorAddr", ACLNN_ERR_INNER, ACLNN_ERR_INNER);
}

}  // extern "C"
