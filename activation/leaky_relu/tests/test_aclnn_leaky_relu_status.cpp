// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyRelu and aclnnInplaceLeakyRelu status matrix, in CANN's check order: every bad argument gets
// CANN's code and a message naming the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_leaky_relu.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

// Phase 1 of either entry (the in-place one when `inplace`), checked by StatusCall.
class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *self, const aclScalar *slope, aclTensor *out,
                bool inplace = false, bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        uint64_t *ws = nullWorkspaceSize ? nullptr : &workspaceSize;
        aclOpExecutor **ex = nullExecutor ? nullptr : &executor;
        Check(inplace ? aclnnInplaceLeakyReluGetWorkspaceSize(self, slope, ws, ex)
                      : aclnnLeakyReluGetWorkspaceSize(self, slope, out, ws, ex),
              want, param);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(LeakyReluStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    aclScalar *a = c.Scalar(0.01f, ACL_FLOAT);
    // self, negativeSlope, out (CANN's), then workspaceSize and executor (ours: CANN does not check them).
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", nullptr, nullptr, nullptr, false, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "negativeSlope", s, nullptr, nullptr, false, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", s, a, nullptr, false, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", s, a, o, false, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", s, a, o, false, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "selfRef", nullptr, a, nullptr, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "negativeSlope", s, nullptr, nullptr, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true), a, o);
}

TEST(LeakyReluStatus, Dtypes)
{
    Call c;
    aclScalar *a = c.Scalar(0.01f, ACL_FLOAT);
    for (aclDataType bad : {ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, bad), a, c.Tensor(kShape, bad));
    }
    // out: any dtype self's casts to, as CANN checks it: a floating or complex one; integers and BOOL are refused.
    for (aclDataType bad : {ACL_INT32, ACL_INT8, ACL_BOOL}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), a, c.Tensor(kShape, bad));
    }
    for (aclDataType good : {ACL_COMPLEX64, ACL_COMPLEX128}) {
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        Call ok;  // (its buffer is written: c's must keep its sentinel)
        ASSERT_EQ(aclnnLeakyReluGetWorkspaceSize(ok.Tensor(kShape, ACL_FLOAT16), a, ok.Tensor(kShape, good), &ws, &ex),
                  ACLNN_SUCCESS)
            << aclGetRecentErrMsg();
        std::vector<uint8_t> workspace(ws);
        EXPECT_EQ(aclnnLeakyRelu(workspace.data(), ws, ex, nullptr), ACLNN_SUCCESS) << aclGetRecentErrMsg();
    }
    c.Expect(ACLNN_ERR_PARAM_INVALID, "selfRef", c.Tensor(kShape, ACL_INT32), a, nullptr, true);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "negativeSlope", c.Tensor(kShape, ACL_FLOAT), c.Scalar(ACL_COMPLEX64),
             c.Tensor(kShape, ACL_FLOAT));
}

TEST(LeakyReluStatus, ShapesAndViews)
{
    Call c;
    aclScalar *a = c.Scalar(0.01f, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({2, 3}, ACL_FLOAT), a, c.Tensor({3, 2}, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({1, 3}, ACL_FLOAT), a, c.Tensor({2, 3}, ACL_FLOAT));
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(nine, ACL_FLOAT), a, c.Tensor(nine, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "selfRef", c.Tensor(nine, ACL_FLOAT), a, nullptr, true);
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), a, c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    const std::vector<int64_t> small = {3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small), a,
             c.Tensor(kShape, ACL_FLOAT));
}

TEST(LeakyReluStatus, EmptyTensorsNeedNoWorkspace)
{
    const float slopeValue = 0.01f;
    aclScalar *slope = aclCreateScalar(const_cast<float *>(&slopeValue), ACL_FLOAT);
    ExpectEmptyNeedsNoWorkspace(
        ACL_BF16, ACL_FLOAT,
        [slope](aclTensor *s, aclTensor *o, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnLeakyReluGetWorkspaceSize(s, slope, o, ws, ex);
        },
        aclnnLeakyRelu);
    ExpectEmptyNeedsNoWorkspace(
        ACL_BF16, ACL_BF16,
        [slope](aclTensor *s, aclTensor *, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnInplaceLeakyReluGetWorkspaceSize(s, slope, ws, ex);
        },
        aclnnInplaceLeakyRelu);
    aclDestroyScalar(slope);
}

}  // namespace
}  // namespace aclp_test
