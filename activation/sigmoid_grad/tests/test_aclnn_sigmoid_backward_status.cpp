// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSigmoidBackward status matrix, in CANN's check order: every bad argument gets CANN's code and a message
// naming the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_sigmoid_backward.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *grad, aclTensor *output, aclTensor *out,
                bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnSigmoidBackwardGetWorkspaceSize(grad, output, out, nullWorkspaceSize ? nullptr : &workspaceSize,
                                                   nullExecutor ? nullptr : &executor),
              want, param);
    }
    void ExpectOk(aclTensor *grad, aclTensor *output, aclTensor *out)
    {
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        EXPECT_EQ(aclnnSigmoidBackwardGetWorkspaceSize(grad, output, out, &ws, &ex), ACLNN_SUCCESS)
            << aclGetRecentErrMsg();
        aclDestroyAclOpExecutor(ex);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(SigmoidBackwardStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *g = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *y = c.Tensor(kShape, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, nullptr, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, nullptr, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradOutput", nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "output", g, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradInput", g, y, nullptr);
}

TEST(SigmoidBackwardStatus, DtypesAndPromotion)
{
    Call c;
    auto t = [&](aclDataType d) { return c.Tensor(kShape, d); };
    for (aclDataType bad : {ACL_INT8, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_UINT8, ACL_COMPLEX32}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(bad), t(ACL_FLOAT), t(ACL_FLOAT));
        c.Expect(ACLNN_ERR_PARAM_INVALID, "output", t(ACL_FLOAT), t(bad), t(ACL_FLOAT));
        c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t(ACL_FLOAT), t(ACL_FLOAT), t(bad));
    }
    // The dtypes before the ranks and the shapes; mixed dtypes promote; gradInput any dtype of the list.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", c.Tensor(std::vector<int64_t>(9, 1), ACL_FLOAT), t(ACL_FLOAT),
             c.Tensor({3, 2}, ACL_INT32));
    c.ExpectOk(t(ACL_FLOAT16), t(ACL_BF16), t(ACL_DOUBLE));
    c.ExpectOk(t(ACL_DOUBLE), t(ACL_FLOAT16), t(ACL_BF16));
}

// A complex input makes the promoted dtype complex, which a real gradInput cannot hold; COMPLEX64 with DOUBLE is
// COMPLEX128, which converts to a COMPLEX64 gradInput.
TEST(SigmoidBackwardStatus, ComplexPromotion)
{
    Call c;
    auto t = [&](aclDataType d) { return c.Tensor(kShape, d); };
    c.ExpectOk(t(ACL_FLOAT), t(ACL_COMPLEX64), t(ACL_COMPLEX64));
    c.ExpectOk(t(ACL_COMPLEX64), t(ACL_DOUBLE), t(ACL_COMPLEX64));
    c.ExpectOk(t(ACL_BF16), t(ACL_COMPLEX128), t(ACL_COMPLEX128));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t(ACL_COMPLEX64), t(ACL_FLOAT), t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t(ACL_FLOAT16), t(ACL_COMPLEX128), t(ACL_DOUBLE));
}

TEST(SigmoidBackwardStatus, ShapesAndViews)
{
    Call c;
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(nine), t(nine), t(nine));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "output", t(kShape), t(nine), t(kShape));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "output", t({2, 3}), t({4}), t({2, 3}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t({2, 1}), t({3}), t({3, 2}));
    c.ExpectOk(t({2, 1}), t({3}), t({2, 3}));
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t(kShape), t(kShape), c.Tensor(kShape, ACL_FLOAT, &zeroStride));
}

TEST(SigmoidBackwardStatus, EmptyTensorsNeedNoWorkspace)
{
    ExpectEmptyNeedsNoWorkspace(
        ACL_FLOAT16, ACL_FLOAT,
        [](aclTensor *s, aclTensor *o, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSigmoidBackwardGetWorkspaceSize(s, s, o, ws, ex);
        },
        aclnnSigmoidBackward);
}

}  // namespace
}  // namespace aclp_test
