// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The aclnn meta API (acl_meta.h): creating, inspecting and destroying tensors, scalars and arrays.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "aclnn/aclnn_base.h"
#include "aclnn/opdev/op_errno.h"
#include "common/test_util.h"

namespace {

TEST(MetaApi, TensorKeepsItsViewAndStorage)
{
    const int64_t view[] = {4, 5};
    const int64_t strides[] = {1, 4};
    const int64_t storage[] = {5, 4};
    int dummy = 0;
    aclTensor *t = aclCreateTensor(view, 2, ACL_BF16, strides, 3, ACL_FORMAT_NCHW, storage, 2, &dummy);
    ASSERT_NE(t, nullptr);
    int64_t *dims = nullptr;
    uint64_t num = 0;
    ASSERT_EQ(aclGetViewShape(t, &dims, &num), ACLNN_SUCCESS);
    ASSERT_EQ(num, 2u);
    EXPECT_EQ(dims[0], 4);
    EXPECT_EQ(dims[1], 5);
    delete[] dims;
    ASSERT_EQ(aclGetViewStrides(t, &dims, &num), ACLNN_SUCCESS);
    EXPECT_EQ(dims[0], 1);
    EXPECT_EQ(dims[1], 4);
    delete[] dims;
    ASSERT_EQ(aclGetStorageShape(t, &dims, &num), ACLNN_SUCCESS);
    EXPECT_EQ(dims[0], 5);
    delete[] dims;
    int64_t offset = 0;
    ASSERT_EQ(aclGetViewOffset(t, &offset), ACLNN_SUCCESS);
    EXPECT_EQ(offset, 3);
    aclFormat format;
    ASSERT_EQ(aclGetFormat(t, &format), ACLNN_SUCCESS);
    EXPECT_EQ(format, ACL_FORMAT_NCHW);
    aclDataType dtype;
    ASSERT_EQ(aclGetDataType(t, &dtype), ACLNN_SUCCESS);
    EXPECT_EQ(dtype, ACL_BF16);
    void *addr = nullptr;
    ASSERT_EQ(aclGetRawTensorAddr(t, &addr), ACLNN_SUCCESS);
    EXPECT_EQ(addr, &dummy);
    EXPECT_EQ(aclGetViewShape(t, nullptr, &num), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetViewShape(nullptr, &dims, &num), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetViewOffset(t, nullptr), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclGetDataType(nullptr, &dtype), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_EQ(aclDestroyTensor(t), ACLNN_SUCCESS);
}

TEST(MetaApi, NullStrideMeansContiguousAndZeroDimsIsAScalar)
{
    const int64_t view[] = {2, 3, 4};
    aclTensor *t = aclCreateTensor(view, 3, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, view, 3, nullptr);
    ASSERT_NE(t, nullptr);
    int64_t *strides = nullptr;
    uint64_t num = 0;
    ASSERT_EQ(aclGetViewStrides(t, &strides, &num), ACLNN_SUCCESS);
    ASSERT_EQ(num, 3u);
    EXPECT_EQ(strides[0], 12);
    EXPECT_EQ(strides[1], 4);
    EXPECT_EQ(strides[2], 1);
    delete[] strides;
    aclDestroyTensor(t);
    aclTensor *scalar = aclCreateTensor(nullptr, 0, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, nullptr, 0, nullptr);
    ASSERT_NE(scalar, nullptr);
    aclDestroyTensor(scalar);
    EXPECT_EQ(aclCreateTensor(nullptr, 2, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, view, 3, nullptr), nullptr);
    EXPECT_EQ(aclCreateTensor(view, 3, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, nullptr, 3, nullptr), nullptr);
}

TEST(MetaApi, ScalarsCopyTheirValue)
{
    float value = 1.5f;
    aclScalar *s = aclCreateScalar(&value, ACL_FLOAT);
    ASSERT_NE(s, nullptr);
    value = 99.0f;  // the scalar kept 1.5
    EXPECT_EQ(aclDestroyScalar(s), ACLNN_SUCCESS);
    EXPECT_EQ(aclCreateScalar(nullptr, ACL_FLOAT), nullptr);
    EXPECT_EQ(aclCreateScalar(&value, ACL_STRING), nullptr);
    EXPECT_EQ(aclCreateScalar(&value, static_cast<aclDataType>(1234)), nullptr);
    int64_t big = 1;
    for (aclDataType dt : {ACL_INT8, ACL_UINT8, ACL_INT16, ACL_UINT16, ACL_INT32, ACL_UINT32, ACL_INT64, ACL_UINT64,
                           ACL_DOUBLE, ACL_FLOAT16, ACL_BF16, ACL_BOOL, ACL_COMPLEX64}) {
        aclScalar *x = aclCreateScalar(&big, dt);
        EXPECT_NE(x, nullptr) << dt;
        aclDestroyScalar(x);
    }
}

TEST(MetaApi, ArraysAndLists)
{
    const int64_t ints[] = {1, 2, 3};
    aclIntArray *ia = aclCreateIntArray(ints, 3);
    uint64_t size = 0;
    ASSERT_EQ(aclGetIntArraySize(ia, &size), ACLNN_SUCCESS);
    EXPECT_EQ(size, 3u);
    EXPECT_EQ(aclDestroyIntArray(ia), ACLNN_SUCCESS);
    const float floats[] = {1.0f};
    aclFloatArray *fa = aclCreateFloatArray(floats, 1);
    ASSERT_EQ(aclGetFloatArraySize(fa, &size), ACLNN_SUCCESS);
    EXPECT_EQ(size, 1u);
    aclDestroyFloatArray(fa);
    const bool bools[] = {true, false};
    aclBoolArray *ba = aclCreateBoolArray(bools, 2);
    ASSERT_EQ(aclGetBoolArraySize(ba, &size), ACLNN_SUCCESS);
    EXPECT_EQ(size, 2u);
    aclDestroyBoolArray(ba);
    EXPECT_EQ(aclCreateIntArray(nullptr, 2), nullptr);
    EXPECT_EQ(aclGetIntArraySize(nullptr, &size), ACLNN_ERR_PARAM_NULLPTR);
    const int64_t dims[] = {2};
    const aclTensor *tensors[] = {aclCreateTensor(dims, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 1, nullptr),
                                  aclCreateTensor(dims, 1, ACL_FLOAT, nullptr, 0, ACL_FORMAT_ND, dims, 1, nullptr)};
    aclTensorList *list = aclCreateTensorList(tensors, 2);
    ASSERT_EQ(aclGetTensorListSize(list, &size), ACLNN_SUCCESS);
    EXPECT_EQ(size, 2u);
    EXPECT_EQ(aclDestroyTensorList(list), ACLNN_SUCCESS);  // destroys its tensors too
    float one = 1.0f;
    const aclScalar *scalars[] = {aclCreateScalar(&one, ACL_FLOAT)};
    aclScalarList *sl = aclCreateScalarList(scalars, 1);
    ASSERT_EQ(aclGetScalarListSize(sl, &size), ACLNN_SUCCESS);
    EXPECT_EQ(size, 1u);
    EXPECT_EQ(aclDestroyScalarList(sl), ACLNN_SUCCESS);
}

TEST(MetaApi, DestroyingNullIsFine)
{
    EXPECT_EQ(aclDestroyTensor(nullptr), ACLNN_SUCCESS);
    EXPECT_EQ(aclDestroyScalar(nullptr), ACLNN_SUCCESS);
    EXPECT_EQ(aclDestroyIntArray(nullptr), ACLNN_SUCCESS);
    EXPECT_EQ(aclDestroyFloatArray(nullptr), ACLNN_SUCCESS);
    EXPECT_EQ(aclDestroyBoolArray(nullptr), ACLNN_SUCCESS);
    EXPECT_EQ(aclDestroyTensorList(nullptr), ACLNN_SUCCESS);
    EXPECT_EQ(aclDestroyScalarList(nullptr), ACLNN_SUCCESS);
    EXPECT_EQ(aclnnInit(nullptr), ACLNN_SUCCESS);
}

}  // namespace
