// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswish and aclnnInplaceHardswish status matrix, in CANN's check order: every bad argument gets CANN's code
// and a message naming the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_hardswish.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *self, aclTensor *out, bool nullWorkspaceSize = false,
                bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnHardswishGetWorkspaceSize(self, out, nullWorkspaceSize ? nullptr : &workspaceSize,
                                             nullExecutor ? nullptr : &executor),
              want, param);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(HardswishStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", s, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true),
             c.Tensor(kShape, ACL_FLOAT));
    uint64_t ws = 0;
    aclOpExecutor *ex = nullptr;
    EXPECT_EQ(aclnnInplaceHardswishGetWorkspaceSize(nullptr, &ws, &ex), ACLNN_ERR_PARAM_NULLPTR);
}

TEST(HardswishStatus, Dtypes)
{
    Call c;
    for (aclDataType bad :
         {ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, bad), c.Tensor(kShape, bad));
        c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, bad));
    }
    // self's dtype is checked before out's, and both before the shapes; out takes any dtype of the list.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_INT32), c.Tensor({3, 2}, ACL_INT32));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), c.Tensor({3, 2}, ACL_INT32));
    for (aclDataType self : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) {
        for (aclDataType out : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) {
            uint64_t ws = 0;
            aclOpExecutor *ex = nullptr;
            EXPECT_EQ(aclnnHardswishGetWorkspaceSize(c.Tensor(kShape, self), c.Tensor(kShape, out), &ws, &ex),
                      ACLNN_SUCCESS)
                << aclGetRecentErrMsg();
            aclDestroyAclOpExecutor(ex);
        }
    }
}

TEST(HardswishStatus, ShapesAndViews)
{
    Call c;
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({2, 3}, ACL_FLOAT), c.Tensor({3, 2}, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({1, 3}, ACL_FLOAT), c.Tensor({2, 3}, ACL_FLOAT));
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(nine, ACL_FLOAT), c.Tensor(nine, ACL_FLOAT));
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    const std::vector<int64_t> small = {3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small),
             c.Tensor(kShape, ACL_FLOAT));
}

TEST(HardswishStatus, EmptyTensorsNeedNoWorkspace)
{
    ExpectEmptyNeedsNoWorkspace(
        ACL_BF16, ACL_FLOAT,
        [](aclTensor *s, aclTensor *o, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardswishGetWorkspaceSize(s, o, ws, ex);
        },
        aclnnHardswish);
}

}  // namespace
}  // namespace aclp_test
