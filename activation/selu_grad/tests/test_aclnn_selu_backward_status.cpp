// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSeluBackward status matrix, in CANN's check order: every bad argument gets CANN's code and a message naming
// the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_selu_backward.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *grad, aclTensor *result, aclTensor *out,
                bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnSeluBackwardGetWorkspaceSize(grad, result, out, nullWorkspaceSize ? nullptr : &workspaceSize,
                                                nullExecutor ? nullptr : &executor),
              want, param);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(SeluBackwardStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *g = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *r = c.Tensor(kShape, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, nullptr, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, nullptr, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradOutput", nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "result", g, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradInput", g, r, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "result", g, c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true),
             c.Tensor(kShape, ACL_FLOAT));
}

TEST(SeluBackwardStatus, Dtypes)
{
    Call c;
    auto t = [&](aclDataType d) { return c.Tensor(kShape, d); };
    // One dtype first (result's, then gradInput's against gradOutput's), then the list.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "result", t(ACL_FLOAT), t(ACL_FLOAT16), t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t(ACL_INT32), t(ACL_INT32), t(ACL_INT8));
    for (aclDataType bad : {ACL_DOUBLE, ACL_UINT8, ACL_INT16, ACL_INT64, ACL_BOOL, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(bad), t(bad), t(bad));
    }
    // Before the shapes.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "result", t(ACL_FLOAT), c.Tensor({7}, ACL_BF16), t(ACL_FLOAT));
}

TEST(SeluBackwardStatus, ShapesAndViews)
{
    Call c;
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    c.Expect(ACLNN_ERR_PARAM_INVALID, "result", t({2, 3}), t({1, 3}), t({2, 3}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t({2, 3}), t({2, 3}), t({3, 2}));
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(nine), t(nine), t(nine));
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t(kShape), t(kShape), c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    const std::vector<int64_t> small = {3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "result", t(kShape), c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small), t(kShape));
}

TEST(SeluBackwardStatus, EmptyTensorsNeedNoWorkspace)
{
    ExpectEmptyNeedsNoWorkspace(
        ACL_INT8, ACL_INT8,
        [](aclTensor *s, aclTensor *o, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSeluBackwardGetWorkspaceSize(s, s, o, ws, ex);
        },
        aclnnSeluBackward);
}

}  // namespace
}  // namespace aclp_test
