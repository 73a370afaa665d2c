// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThreshold and aclnnInplaceThreshold status matrix: every bad argument gets CANN's code and a message
// naming the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_threshold.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

// Phase 1 of either entry (the in-place one when `inplace`), checked by StatusCall.
class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *self, const aclScalar *threshold,
                const aclScalar *value, aclTensor *out, bool inplace = false, bool nullWorkspaceSize = false,
                bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        uint64_t *ws = nullWorkspaceSize ? nullptr : &workspaceSize;
        aclOpExecutor **ex = nullExecutor ? nullptr : &executor;
        Check(inplace ? aclnnInplaceThresholdGetWorkspaceSize(self, threshold, value, ws, ex)
                      : aclnnThresholdGetWorkspaceSize(self, threshold, value, out, ws, ex),
              want, param);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(ThresholdStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    aclScalar *t = c.Scalar(1.0f, ACL_FLOAT);
    aclScalar *v = c.Scalar(2.0f, ACL_FLOAT);
    // workspaceSize and executor come first, then self, out, threshold, value.
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, nullptr, nullptr, false, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, nullptr, nullptr, false, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", nullptr, nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", s, nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "threshold", s, nullptr, nullptr, o);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "value", s, t, nullptr, o);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "selfRef", nullptr, t, v, nullptr, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "value", s, t, nullptr, nullptr, true);
}

TEST(ThresholdStatus, Dtypes)
{
    Call c;
    aclScalar *t = c.Scalar(1.0f, ACL_FLOAT);
    aclScalar *v = c.Scalar(2.0f, ACL_FLOAT);
    for (aclDataType bad : {ACL_DOUBLE, ACL_BOOL, ACL_UINT16, ACL_UINT32, ACL_UINT64, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, bad), t, v, c.Tensor(kShape, bad));
    }
    // out must be a dtype self's can be cast to (no floating -> integer), and in the list.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), t, v, c.Tensor(kShape, ACL_INT32));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_BF16), t, v, c.Tensor(kShape, ACL_INT8));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), t, v, c.Tensor(kShape, ACL_DOUBLE));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_INT32), t, v, c.Tensor(kShape, ACL_BOOL));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "selfRef", c.Tensor(kShape, ACL_DOUBLE), t, v, nullptr, true);
}

TEST(ThresholdStatus, ScalarsThatDoNotFitSelfsDtype)
{
    Call c;
    aclScalar *ok = c.Scalar(1.0f, ACL_FLOAT);
    struct Bad {
        aclDataType self;
        aclScalar *scalar;
    };
    const Bad bad[] = {
        {ACL_INT8, c.Scalar(200, ACL_INT32)},
        {ACL_UINT8, c.Scalar(-0.5, ACL_DOUBLE)},
        {ACL_INT32, c.Scalar(std::nan(""), ACL_DOUBLE)},
        {ACL_INT64, c.Scalar(INFINITY, ACL_FLOAT)},
        {ACL_FLOAT16, c.Scalar(70000.0f, ACL_FLOAT)},
        {ACL_FLOAT, c.Scalar(1e300, ACL_DOUBLE)},
    };
    for (const Bad &b : bad) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "threshold", c.Tensor(kShape, b.self), b.scalar, ok,
                 c.Tensor(kShape, b.self));
        c.Expect(ACLNN_ERR_PARAM_INVALID, "value", c.Tensor(kShape, b.self), ok, b.scalar, c.Tensor(kShape, b.self));
    }
    uint8_t zero[16] = {};
    aclScalar *complex = aclCreateScalar(zero, ACL_COMPLEX64);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "threshold", c.Tensor(kShape, ACL_FLOAT), complex, ok,
             c.Tensor(kShape, ACL_FLOAT));
    aclDestroyScalar(complex);
}

TEST(ThresholdStatus, ShapesAndViews)
{
    Call c;
    aclScalar *t = c.Scalar(int64_t{1}, ACL_INT64);
    aclScalar *v = c.Scalar(int64_t{0}, ACL_INT64);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({2, 3}, ACL_FLOAT), t, v, c.Tensor({3, 2}, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({1, 3}, ACL_FLOAT), t, v, c.Tensor({2, 3}, ACL_FLOAT));
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(nine, ACL_FLOAT), t, v, c.Tensor(nine, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "selfRef", c.Tensor(nine, ACL_FLOAT), t, v, nullptr, true);
    // out writing one element twice, and out overlapping self at an offset.
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), t, v,
             c.Tensor(kShape, ACL_FLOAT, &zeroStride));
}

TEST(ThresholdStatus, EmptyTensorsNeedNoWorkspace)
{
    DeviceBuffer buffer(64);
    const std::vector<int64_t> shape = {2, 0, 3};
    const std::vector<int64_t> strides = {0, 3, 1};  // what CANN's example helper computes for it
    aclTensor *s = MakeTensor(shape, ACL_FLOAT16, buffer.get(), &strides);
    aclTensor *o = MakeTensor(shape, ACL_FLOAT, buffer.get(), &strides);
    float one = 1.0f;
    aclScalar *t = aclCreateScalar(&one, ACL_FLOAT);
    uint64_t ws = 7;
    aclOpExecutor *ex = nullptr;
    ASSERT_EQ(aclnnThresholdGetWorkspaceSize(s, t, t, o, &ws, &ex), ACLNN_SUCCESS) << aclGetRecentErrMsg();
    EXPECT_EQ(ws, 0u);
    EXPECT_EQ(aclnnThreshold(nullptr, 0, ex, nullptr), ACLNN_SUCCESS);
    ASSERT_EQ(aclnnInplaceThresholdGetWorkspaceSize(s, t, t, &ws, &ex), ACLNN_SUCCESS);
    EXPECT_EQ(ws, 0u);
    EXPECT_EQ(aclnnInplaceThreshold(nullptr, 0, ex, nullptr), ACLNN_SUCCESS);
    Destroy({s, o}, t);
}

}  // namespace
}  // namespace aclp_test
