// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnAddRelu and aclnnInplaceAddRelu status matrix, in CANN's check order: every bad argument gets CANN's code and
// a message naming the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_add_relu.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *self, aclTensor *other, aclScalar *alpha,
                aclTensor *out, bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnAddReluGetWorkspaceSize(self, other, alpha, out, nullWorkspaceSize ? nullptr : &workspaceSize,
                                           nullExecutor ? nullptr : &executor),
              want, param);
    }
    void ExpectInplace(aclnnStatus want, const char *param, aclTensor *selfRef, aclTensor *other, aclScalar *alpha)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnInplaceAddReluGetWorkspaceSize(selfRef, other, alpha, &workspaceSize, &executor), want, param);
    }
    void ExpectOk(aclTensor *self, aclTensor *other, aclScalar *alpha, aclTensor *out)
    {
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        EXPECT_EQ(aclnnAddReluGetWorkspaceSize(self, other, alpha, out, &ws, &ex), ACLNN_SUCCESS)
            << aclGetRecentErrMsg();
        aclDestroyAclOpExecutor(ex);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(AddReluStatus, NullArguments)
{
    Call c;
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    aclScalar *a = c.Scalar(1.0f, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, nullptr, nullptr, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, nullptr, nullptr, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", nullptr, nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "other", s, nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "alpha", s, o, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", s, o, a, nullptr);
    c.ExpectInplace(ACLNN_ERR_PARAM_NULLPTR, "selfRef", nullptr, o, a);
    c.ExpectInplace(ACLNN_ERR_PARAM_NULLPTR, "other", s, nullptr, a);
    c.ExpectInplace(ACLNN_ERR_PARAM_NULLPTR, "alpha", s, o, nullptr);
}

TEST(AddReluStatus, DtypesPromotionAndAlpha)
{
    Call c;
    aclScalar *one = c.Scalar(1.0f, ACL_FLOAT);
    aclScalar *intOne = c.Scalar(int32_t{1}, ACL_INT32);
    auto t = [&](aclDataType d) { return c.Tensor(kShape, d); };
    for (aclDataType bad : {ACL_DOUBLE, ACL_BOOL, ACL_UINT16, ACL_UINT32, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(bad), t(ACL_FLOAT), one, t(ACL_FLOAT));
        c.Expect(ACLNN_ERR_PARAM_INVALID, "other", t(ACL_FLOAT), t(bad), one, t(ACL_FLOAT));
    }
    // A floating alpha with an integer promoted dtype; a complex one with any.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "alpha", t(ACL_INT32), t(ACL_INT8), one, t(ACL_INT32));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "alpha", t(ACL_FLOAT), t(ACL_FLOAT), c.Scalar(ACL_COMPLEX64), t(ACL_FLOAT));
    // The promoted dtype must cast to out's: no floating into an integer out; out's dtype from the list (ours).
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(ACL_FLOAT16), t(ACL_INT32), one, t(ACL_INT32));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(ACL_INT32), t(ACL_INT32), intOne, t(ACL_DOUBLE));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(ACL_INT32), t(ACL_INT32), intOne, t(ACL_BOOL));
    // Mixed dtypes that promote, integer outs of integer sums, floating outs of either.
    c.ExpectOk(t(ACL_FLOAT16), t(ACL_BF16), one, t(ACL_FLOAT));
    c.ExpectOk(t(ACL_INT8), t(ACL_UINT8), intOne, t(ACL_INT16));
    c.ExpectOk(t(ACL_INT64), t(ACL_FLOAT16), one, t(ACL_BF16));
    c.ExpectOk(t(ACL_INT16), t(ACL_INT32), c.Scalar(ACL_BOOL), t(ACL_FLOAT));
}

TEST(AddReluStatus, ShapesAndViews)
{
    Call c;
    aclScalar *one = c.Scalar(1.0f, ACL_FLOAT);
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(nine), t(kShape), one, t(nine));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "other", t(kShape), t(nine), one, t(kShape));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t({2, 3}), t({4}), one, t({2, 3}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t({2, 1}), t({3}), one, t({3, 2}));
    c.ExpectOk(t({2, 1}), t({3}), one, t({2, 3}));
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(kShape), t(kShape), one, c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    // In place: other must broadcast to selfRef's shape, and the promoted dtype cast to selfRef's.
    c.ExpectInplace(ACLNN_ERR_PARAM_INVALID, "selfRef", t({3}), t({2, 3}), one);
    c.ExpectInplace(ACLNN_ERR_PARAM_INVALID, "selfRef", c.Tensor(kShape, ACL_INT32), c.Tensor(kShape, ACL_FLOAT), one);
}

TEST(AddReluStatus, EmptyTensorsNeedNoWorkspace)
{
    const float alphaValue = 2.0f;
    aclScalar *alpha = aclCreateScalar(const_cast<float *>(&alphaValue), ACL_FLOAT);
    ExpectEmptyNeedsNoWorkspace(
        ACL_FLOAT16, ACL_FLOAT,
        [alpha](aclTensor *s, aclTensor *o, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnAddReluGetWorkspaceSize(s, s, alpha, o, ws, ex);
        },
        aclnnAddRelu);
    aclDestroyScalar(alpha);
}

}  // namespace
}  // namespace aclp_test
