// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyReluBackward status matrix, in CANN's check order: every bad argument gets CANN's code and a message
// naming the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_leaky_relu_backward.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *grad, aclTensor *self, const aclScalar *slope,
                aclTensor *out, bool isResult = false, bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnLeakyReluBackwardGetWorkspaceSize(grad, self, slope, isResult, out,
                                                     nullWorkspaceSize ? nullptr : &workspaceSize,
                                                     nullExecutor ? nullptr : &executor),
              want, param);
    }
    void ExpectOk(aclTensor *grad, aclTensor *self, const aclScalar *slope, aclTensor *out, bool isResult = false)
    {
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        EXPECT_EQ(aclnnLeakyReluBackwardGetWorkspaceSize(grad, self, slope, isResult, out, &ws, &ex), ACLNN_SUCCESS)
            << aclGetRecentErrMsg();
        aclDestroyAclOpExecutor(ex);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(LeakyReluBackwardStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *g = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *x = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    aclScalar *s = c.Scalar(0.01f, ACL_FLOAT);
    // CANN's order: gradOutput, self, negativeSlope, out; then ours: workspaceSize, executor.
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradOutput", nullptr, nullptr, nullptr, nullptr, false, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", g, nullptr, nullptr, nullptr, false, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "negativeSlope", g, x, nullptr, nullptr, false, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", g, x, s, nullptr, false, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", g, x, s, o, false, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", g, x, s, o, false, false, true);
}

TEST(LeakyReluBackwardStatus, DtypesAndPromotion)
{
    for (aclDataType bad : {ACL_INT8, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64, ACL_COMPLEX128}) {
        Call c;
        auto t = [&](aclDataType d) { return c.Tensor(kShape, d); };
        aclScalar *s = c.Scalar(0.01f, ACL_FLOAT);
        c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(bad), t(ACL_FLOAT), s, t(ACL_FLOAT));
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(ACL_FLOAT), t(bad), s, t(ACL_FLOAT));
        // out: any dtype the promoted one casts to, as CANN checks it (complex included).
        if (bad == ACL_COMPLEX64 || bad == ACL_COMPLEX128) {
            c.ExpectOk(t(ACL_FLOAT), t(ACL_BF16), s, t(bad));
        } else {
            c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(ACL_FLOAT), t(ACL_FLOAT), s, t(bad));
        }
    }
    Call c;
    auto t = [&](aclDataType d) { return c.Tensor(kShape, d); };
    aclTensor *f32 = t(ACL_FLOAT);
    for (aclDataType bad : {ACL_UINT16, ACL_UINT32, ACL_UINT64, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "negativeSlope", f32, f32, c.Scalar(bad), f32);
    }
    for (aclDataType good : {ACL_FLOAT, ACL_FLOAT16, ACL_DOUBLE, ACL_INT32, ACL_INT64, ACL_INT8, ACL_UINT8, ACL_BOOL,
                             ACL_INT16, ACL_BF16}) {
        c.ExpectOk(f32, f32, c.Scalar(good), f32);
    }
    // The dtypes before the ranks and the shapes; mixed dtypes promote; out any dtype of the list.
    aclScalar *s = c.Scalar(0.01f, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(std::vector<int64_t>(9, 1), ACL_FLOAT), t(ACL_INT32), s,
             c.Tensor({3, 2}, ACL_INT32));
    c.ExpectOk(t(ACL_FLOAT16), t(ACL_BF16), s, t(ACL_DOUBLE));
}

// selfIsResult with a negative slope is refused after the shapes (CANN's order), whatever the slope's dtype; zero,
// -0 and NaN pass.
TEST(LeakyReluBackwardStatus, SelfIsResultWithANegativeSlope)
{
    Call c;
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    c.Expect(ACLNN_ERR_PARAM_INVALID, "selfIsResult", t(kShape), t(kShape), c.Scalar(-0.5f, ACL_FLOAT), t(kShape),
             true);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "selfIsResult", t(kShape), t(kShape), c.Scalar(int32_t{-1}, ACL_INT32), t(kShape),
             true);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(kShape), t(kShape), c.Scalar(-0.5f, ACL_FLOAT), t({3, 2}), true);
    c.ExpectOk(t(kShape), t(kShape), c.Scalar(-0.5f, ACL_FLOAT), t(kShape), false);
    c.ExpectOk(t(kShape), t(kShape), c.Scalar(0.0f, ACL_FLOAT), t(kShape), true);
    c.ExpectOk(t(kShape), t(kShape), c.Scalar(-0.0f, ACL_FLOAT), t(kShape), true);
    c.ExpectOk(t(kShape), t(kShape), c.Scalar(std::nanf(""), ACL_FLOAT), t(kShape), true);
}

TEST(LeakyReluBackwardStatus, ShapesAndViews)
{
    Call c;
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    aclScalar *s = c.Scalar(0.01f, ACL_FLOAT);
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(nine), t(nine), s, t(nine));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(kShape), t(nine), s, t(kShape));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t({2, 3}), t({4}), s, t({2, 3}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t({2, 1}), t({3}), s, t({3, 2}));
    c.ExpectOk(t({2, 1}), t({3}), s, t({2, 3}));
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(kShape), t(kShape), s, c.Tensor(kShape, ACL_FLOAT, &zeroStride));
}

TEST(LeakyReluBackwardStatus, EmptyTensorsNeedNoWorkspace)
{
    ExpectEmptyNeedsNoWorkspace(
        ACL_FLOAT16, ACL_FLOAT,
        [](aclTensor *s, aclTensor *o, uint64_t *ws, aclOpExecutor **ex) {
            float slope = 0.01f;
            aclScalar *negativeSlope = aclCreateScalar(&slope, ACL_FLOAT);
            const aclnnStatus status = aclnnLeakyReluBackwardGetWorkspaceSize(s, s, negativeSlope, false, o, ws, ex);
            aclDestroyScalar(negativeSlope);
            return status;
        },
        aclnnLeakyReluBackward);
}

}  // namespace
}  // namespace aclp_test
