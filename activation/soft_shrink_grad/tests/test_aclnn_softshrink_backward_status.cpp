// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSoftshrinkBackward status matrix, in CANN's check order: every bad argument gets CANN's code and a
// message naming the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_softshrink_backward.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *grad, aclTensor *self, const aclScalar *lambd,
                aclTensor *out, bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnSoftshrinkBackwardGetWorkspaceSize(grad, self, lambd, out,
                                                      nullWorkspaceSize ? nullptr : &workspaceSize,
                                                      nullExecutor ? nullptr : &executor),
              want, param);
    }
    // Phase 1 succeeds; the executor is released.
    void ExpectOk(aclTensor *grad, aclTensor *self, const aclScalar *lambd, aclTensor *out, uint64_t wantWorkspace)
    {
        uint64_t ws = 99;
        aclOpExecutor *ex = nullptr;
        EXPECT_EQ(aclnnSoftshrinkBackwardGetWorkspaceSize(grad, self, lambd, out, &ws, &ex), ACLNN_SUCCESS)
            << aclGetRecentErrMsg();
        EXPECT_EQ(ws, wantWorkspace);
        aclDestroyAclOpExecutor(ex);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(SoftshrinkBackwardStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *g = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    aclScalar *l = c.Scalar(0.5f, ACL_FLOAT);
    // workspaceSize and executor first (CANN's OP_CHECK_COMM_INPUT), then gradOutput, self, lambd, gradInput.
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, nullptr, nullptr, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, nullptr, nullptr, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradOutput", nullptr, nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", g, nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "lambd", g, s, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradInput", g, s, l, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", g, c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true), l, o);
}

TEST(SoftshrinkBackwardStatus, DtypesAndPromotion)
{
    for (aclDataType bad : {ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64}) {
        Call c;
        aclScalar *l = c.Scalar(0.5f, ACL_FLOAT);
        auto f32 = [&] { return c.Tensor(kShape, ACL_FLOAT); };
        c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor(kShape, bad), f32(), l, f32());
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", f32(), c.Tensor(kShape, bad), l, f32());
        c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", f32(), f32(), l, c.Tensor(kShape, bad));
    }
    Call c;
    aclScalar *l = c.Scalar(0.5f, ACL_FLOAT);
    auto f32 = [&] { return c.Tensor(kShape, ACL_FLOAT); };
    // The dtypes come before the ranks and the shapes.
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", c.Tensor(nine, ACL_FLOAT), f32(), l, c.Tensor({3, 2}, ACL_INT32));
    // Mixed dtypes are both computed as FLOAT; gradInput takes any dtype of the list.
    c.ExpectOk(c.Tensor(kShape, ACL_FLOAT16), c.Tensor(kShape, ACL_BF16), l, c.Tensor(kShape, ACL_BF16),
               3 * 64);  // two casts in, one out
    c.ExpectOk(c.Tensor(kShape, ACL_FLOAT16), c.Tensor(kShape, ACL_FLOAT16), l, c.Tensor(kShape, ACL_FLOAT16), 0);
    // lambd: any real dtype, >= 0 or NaN; complex and negative ones are refused (after the tensors' checks).
    c.Expect(ACLNN_ERR_PARAM_INVALID, "lambd", f32(), f32(), c.Scalar(-0.5f, ACL_FLOAT), f32());
    c.Expect(ACLNN_ERR_PARAM_INVALID, "lambd", f32(), f32(), c.Scalar(int32_t{-1}, ACL_INT32), f32());
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", f32(), f32(), c.Scalar(-0.5f, ACL_FLOAT),
             c.Tensor({3, 2}, ACL_FLOAT));
    c.ExpectOk(f32(), f32(), c.Scalar(NAN, ACL_FLOAT), f32(), 0);
    c.ExpectOk(f32(), f32(), c.Scalar(-0.0f, ACL_FLOAT), f32(), 0);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "lambd", f32(), f32(), c.Scalar(ACL_COMPLEX64), f32());
    for (aclDataType ok : {ACL_DOUBLE, ACL_INT32, ACL_BOOL, ACL_FLOAT16, ACL_BF16, ACL_UINT64}) {
        c.ExpectOk(f32(), f32(), c.Scalar(ok), f32(), 0);
    }
}

TEST(SoftshrinkBackwardStatus, ShapesAndViews)
{
    Call c;
    aclScalar *l = c.Scalar(0.5f, ACL_FLOAT);
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(nine), t(nine), l, t(nine));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(kShape), t(nine), l, t(kShape));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t(kShape), t(kShape), l, t(nine));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t({2, 3}), t({4}), l, t({2, 3}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t({2, 1}), t({3}), l, t({2, 1}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t({2, 3}), t({2, 3}), l, t({3, 2}));
    c.ExpectOk(t({2, 1}), t({3}), l, t({2, 3}), 0);  // both read broadcast in place: no workspace
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t(kShape), t(kShape), l, c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    const std::vector<int64_t> small = {3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(kShape), c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small), l, t(kShape));
}

// Empty tensors: nothing to run, workspace 0; the shapes must still broadcast (CANN's entry compares them first
// too).
TEST(SoftshrinkBackwardStatus, EmptyTensorsStillNeedShapesThatBroadcast)
{
    Call c;
    aclScalar *l = c.Scalar(0.5f, ACL_FLOAT);
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    c.ExpectOk(t({0, 3}), t({3}), l, t({0, 3}), 0);
    c.ExpectOk(t({2, 0}), t({2, 1}), l, t({2, 0}), 0);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t({0, 3}), t({2, 3}), l, t({0, 3}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradInput", t({0}), t({0}), l, t({5}));
}

}  // namespace
}  // namespace aclp_test
