// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardtanhBackward status matrix, in CANN's check order: every bad argument gets CANN's code and a
// message naming the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_hardtanh_backward.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *grad, aclTensor *self, const aclScalar *min,
                const aclScalar *max, aclTensor *out, bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnHardtanhBackwardGetWorkspaceSize(grad, self, min, max, out,
                                                    nullWorkspaceSize ? nullptr : &workspaceSize,
                                                    nullExecutor ? nullptr : &executor),
              want, param);
    }
    // Phase 1 succeeds; the executor is released.
    void ExpectOk(aclTensor *grad, aclTensor *self, const aclScalar *min, const aclScalar *max, aclTensor *out,
                  uint64_t wantWorkspace)
    {
        uint64_t ws = 99;
        aclOpExecutor *ex = nullptr;
        EXPECT_EQ(aclnnHardtanhBackwardGetWorkspaceSize(grad, self, min, max, out, &ws, &ex), ACLNN_SUCCESS)
            << aclGetRecentErrMsg();
        EXPECT_EQ(ws, wantWorkspace);
        aclDestroyAclOpExecutor(ex);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(HardtanhBackwardStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *g = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    aclScalar *lo = c.Scalar(-1.0f, ACL_FLOAT);
    // workspaceSize and executor first (CANN's OP_CHECK_COMM_INPUT), then self, gradOutput, out, min, max.
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, nullptr, nullptr, nullptr, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, nullptr, nullptr, nullptr, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", nullptr, nullptr, nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradOutput", nullptr, s, nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", g, s, nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "min", g, s, nullptr, nullptr, o);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "max", g, s, lo, nullptr, o);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", g, c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true), lo, lo, o);
}

TEST(HardtanhBackwardStatus, Dtypes)
{
    for (aclDataType bad : {ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64}) {
        Call c;
        aclScalar *b = c.Scalar(1.0f, ACL_FLOAT);
        auto f32 = [&] { return c.Tensor(kShape, ACL_FLOAT); };
        c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor(kShape, bad), f32(), b, b, f32());
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", f32(), c.Tensor(kShape, bad), b, b, f32());
        c.Expect(ACLNN_ERR_PARAM_INVALID, "out", f32(), f32(), b, b, c.Tensor(kShape, bad));
    }
    Call c;
    aclScalar *b = c.Scalar(1.0f, ACL_FLOAT);
    auto t = [&](aclDataType d) { return c.Tensor(kShape, d); };
    // gradOutput and self of one dtype (no promotion), checked before the ranks and the shapes.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(ACL_FLOAT16), t(ACL_FLOAT), b, b, t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(ACL_BF16), c.Tensor({7}, ACL_FLOAT16), b, b, t(ACL_BF16));
    // out has self's dtype (ours: CANN's kernel writes self's dtype into out unchecked).
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(ACL_FLOAT16), t(ACL_FLOAT16), b, b, t(ACL_FLOAT));
    for (aclDataType ok : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) {
        c.ExpectOk(t(ok), t(ok), b, b, t(ok), 0);
    }
    // min and max: any real dtype; complex is refused (after the tensors' checks).
    c.Expect(ACLNN_ERR_PARAM_INVALID, "min", t(ACL_FLOAT), t(ACL_FLOAT), c.Scalar(ACL_COMPLEX64), b, t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "max", t(ACL_FLOAT), t(ACL_FLOAT), b, c.Scalar(ACL_COMPLEX128), t(ACL_FLOAT));
    for (aclDataType ok : {ACL_DOUBLE, ACL_INT32, ACL_BOOL, ACL_FLOAT16, ACL_BF16, ACL_UINT64}) {
        c.ExpectOk(t(ACL_FLOAT), t(ACL_FLOAT), c.Scalar(ok), c.Scalar(ok), t(ACL_FLOAT), 0);
    }
}

TEST(HardtanhBackwardStatus, ShapesAndViews)
{
    Call c;
    aclScalar *b = c.Scalar(1.0f, ACL_FLOAT);
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(nine), t(nine), b, b, t(nine));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(kShape), t(nine), b, b, t(kShape));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(kShape), t(kShape), b, b, t(nine));
    // No broadcasting: gradOutput has self's shape, and so has out.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t({2, 3}), t({3}), b, b, t({2, 3}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t({1, 3}), t({2, 3}), b, b, t({2, 3}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t({2, 3}), t({2, 3}), b, b, t({3, 2}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t({2, 3}), t({2, 3}), b, b, t({1, 3}));
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(kShape), t(kShape), b, b, c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    const std::vector<int64_t> small = {3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(kShape), c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small), b, b,
             t(kShape));
    // A transposed gradOutput is read in place: no workspace.
    const std::vector<int64_t> transposed = {1, 2};
    c.ExpectOk(c.Tensor(kShape, ACL_FLOAT, &transposed), t(kShape), b, b, t(kShape), 0);
}

// Empty tensors: nothing to run, workspace 0; the shapes must still agree (CANN's entry returns success for an
// empty gradOutput or self before it looks at out).
TEST(HardtanhBackwardStatus, EmptyTensorsStillNeedOutAsSelf)
{
    Call c;
    aclScalar *b = c.Scalar(1.0f, ACL_FLOAT);
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    c.ExpectOk(t({0, 3}), t({0, 3}), b, b, t({0, 3}), 0);
    c.ExpectOk(t({2, 0}), t({2, 0}), b, b, t({2, 0}), 0);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t({0, 3}), t({3}), b, b, t({0, 3}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t({0}), t({0}), b, b, t({5}));
}

}  // namespace
}  // namespace aclp_test
