// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSquaredRelu status matrix: every bad argument gets CANN's code and a message naming the parameter, and
// nothing is written anywhere.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_squared_relu.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *input, aclTensor *output,
                bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnSquaredReluGetWorkspaceSize(input, output, nullWorkspaceSize ? nullptr : &workspaceSize,
                                               nullExecutor ? nullptr : &executor),
              want, param);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(SquaredReluStatus, NullArguments)
{
    Call c;
    aclTensor *x = c.Tensor(kShape, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "input", nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "output", x, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "input", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true),
             c.Tensor(kShape, ACL_FLOAT));
}

TEST(SquaredReluStatus, Dtypes)
{
    Call c;
    for (aclDataType bad :
         {ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "input", c.Tensor(kShape, bad), c.Tensor(kShape, bad));
        c.Expect(ACLNN_ERR_PARAM_INVALID, "output", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, bad));
    }
    // output has input's dtype (the definition pairs them), checked before the shapes.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "output", c.Tensor(kShape, ACL_FLOAT16), c.Tensor(kShape, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "output", c.Tensor(kShape, ACL_BF16), c.Tensor({3, 2}, ACL_FLOAT16));
}

TEST(SquaredReluStatus, ShapesAndViews)
{
    Call c;
    c.Expect(ACLNN_ERR_PARAM_INVALID, "output", c.Tensor({2, 3}, ACL_FLOAT), c.Tensor({3, 2}, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "output", c.Tensor({1, 3}, ACL_FLOAT), c.Tensor({2, 3}, ACL_FLOAT));
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "input", c.Tensor(nine, ACL_FLOAT), c.Tensor(nine, ACL_FLOAT));
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "output", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    const std::vector<int64_t> small = {3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "input", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small),
             c.Tensor(kShape, ACL_FLOAT));
}

TEST(SquaredReluStatus, EmptyTensorsNeedNoWorkspace)
{
    ExpectEmptyNeedsNoWorkspace(
        ACL_BF16, ACL_BF16,
        [](aclTensor *x, aclTensor *y, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSquaredReluGetWorkspaceSize(x, y, ws, ex);
        },
        aclnnSquaredRelu);
}

}  // namespace
}  // namespace aclp_test
