// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSoftshrink status matrix, in CANN's check order: every bad argument gets CANN's code and a message
// naming the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_softshrink.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *self, const aclScalar *lambd, aclTensor *out,
                bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnSoftshrinkGetWorkspaceSize(self, lambd, out, nullWorkspaceSize ? nullptr : &workspaceSize,
                                              nullExecutor ? nullptr : &executor),
              want, param);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(SoftshrinkStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    aclScalar *l = c.Scalar(0.5f, ACL_FLOAT);
    // workspaceSize and executor first (CANN's OP_CHECK_COMM_INPUT), then self, lambd, out.
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, nullptr, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, nullptr, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "lambd", s, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", s, l, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true), l, o);
}

TEST(SoftshrinkStatus, Dtypes)
{
    Call c;
    aclScalar *l = c.Scalar(0.5f, ACL_FLOAT);
    for (aclDataType bad :
         {ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, bad), l, c.Tensor(kShape, bad));
        c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), l, c.Tensor(kShape, bad));
    }
    // self's dtype is checked before out's, and both before the shapes.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_INT32), l, c.Tensor({3, 2}, ACL_INT32));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), l, c.Tensor({3, 2}, ACL_INT32));
    // lambd: any real dtype; complex is refused (after the tensors' checks).
    c.Expect(ACLNN_ERR_PARAM_INVALID, "lambd", c.Tensor(kShape, ACL_FLOAT), c.Scalar(ACL_COMPLEX64),
             c.Tensor(kShape, ACL_FLOAT));
    for (aclDataType ok : {ACL_DOUBLE, ACL_INT32, ACL_BOOL, ACL_FLOAT16, ACL_BF16, ACL_UINT64}) {  // (0 each)
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        EXPECT_EQ(aclnnSoftshrinkGetWorkspaceSize(c.Tensor(kShape, ACL_FLOAT), c.Scalar(ok), c.Tensor(kShape, ACL_BF16),
                                                  &ws, &ex),
                  ACLNN_SUCCESS)
            << "lambd dtype " << ok << ": " << aclGetRecentErrMsg();
        aclDestroyAclOpExecutor(ex);
    }
}

// A negative lambd is refused after the tensors' checks (CANN's last); 0, -0, NaN and +Inf are taken, and
// so is a DOUBLE of -1e-300, which is -0 as float32.
TEST(SoftshrinkStatus, NegativeLambd)
{
    Call c;
    c.Expect(ACLNN_ERR_PARAM_INVALID, "lambd", c.Tensor(kShape, ACL_FLOAT), c.Scalar(-0.5f, ACL_FLOAT),
             c.Tensor(kShape, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "lambd", c.Tensor(kShape, ACL_BF16), c.Scalar(int64_t{-1}, ACL_INT64),
             c.Tensor(kShape, ACL_FLOAT16));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), c.Scalar(-0.5f, ACL_FLOAT),
             c.Tensor({3, 2}, ACL_FLOAT));  // the shapes first
    for (float ok : {0.0f, -0.0f, NAN, INFINITY}) {
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        EXPECT_EQ(aclnnSoftshrinkGetWorkspaceSize(c.Tensor(kShape, ACL_FLOAT), c.Scalar(ok, ACL_FLOAT),
                                                  c.Tensor(kShape, ACL_FLOAT), &ws, &ex),
                  ACLNN_SUCCESS)
            << ok << ": " << aclGetRecentErrMsg();
        aclDestroyAclOpExecutor(ex);
    }
    uint64_t ws = 0;
    aclOpExecutor *ex = nullptr;
    EXPECT_EQ(aclnnSoftshrinkGetWorkspaceSize(c.Tensor(kShape, ACL_FLOAT), c.Scalar(-1e-300, ACL_DOUBLE),
                                              c.Tensor(kShape, ACL_FLOAT), &ws, &ex),
              ACLNN_SUCCESS)
        << aclGetRecentErrMsg();
    aclDestroyAclOpExecutor(ex);
}

TEST(SoftshrinkStatus, ShapesAndViews)
{
    Call c;
    aclScalar *l = c.Scalar(0.5f, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({2, 3}, ACL_FLOAT), l, c.Tensor({3, 2}, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({1, 3}, ACL_FLOAT), l, c.Tensor({2, 3}, ACL_FLOAT));
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(nine, ACL_FLOAT), l, c.Tensor(nine, ACL_FLOAT));
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), l, c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    const std::vector<int64_t> small = {3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small), l,
             c.Tensor(kShape, ACL_FLOAT));
}

TEST(SoftshrinkStatus, EmptyTensorsNeedNoWorkspace)
{
    const float lambdValue = 0.5f;
    aclScalar *lambd = aclCreateScalar(const_cast<float *>(&lambdValue), ACL_FLOAT);
    ExpectEmptyNeedsNoWorkspace(
        ACL_BF16, ACL_FLOAT,
        [lambd](aclTensor *s, aclTensor *o, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSoftshrinkGetWorkspaceSize(s, lambd, o, ws, ex);
        },
        aclnnSoftshrink);
    aclDestroyScalar(lambd);
}

}  // namespace
}  // namespace aclp_test
