// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHeaviside status matrix, in CANN's check order: every bad argument gets CANN's code and a message naming
// the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_heaviside.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *input, aclTensor *values, aclTensor *out,
                bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnHeavisideGetWorkspaceSize(input, values, out, nullWorkspaceSize ? nullptr : &workspaceSize,
                                             nullExecutor ? nullptr : &executor),
              want, param);
    }
    void ExpectOk(aclTensor *input, aclTensor *values, aclTensor *out, uint64_t wantWorkspace)
    {
        uint64_t ws = 99;
        aclOpExecutor *ex = nullptr;
        EXPECT_EQ(aclnnHeavisideGetWorkspaceSize(input, values, out, &ws, &ex), ACLNN_SUCCESS) << aclGetRecentErrMsg();
        EXPECT_EQ(ws, wantWorkspace);
        aclDestroyAclOpExecutor(ex);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(HeavisideStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *x = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *v = c.Tensor(kShape, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, nullptr, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, nullptr, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "input", nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "values", x, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", x, v, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "values", x, c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true),
             c.Tensor(kShape, ACL_FLOAT));
}

TEST(HeavisideStatus, Dtypes)
{
    for (aclDataType bad : {ACL_DOUBLE, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64}) {
        Call c;
        auto f32 = [&] { return c.Tensor(kShape, ACL_FLOAT); };
        c.Expect(ACLNN_ERR_PARAM_INVALID, "input", c.Tensor(kShape, bad), f32(), f32());
        c.Expect(ACLNN_ERR_PARAM_INVALID, "values", f32(), c.Tensor(kShape, bad), f32());
        c.Expect(ACLNN_ERR_PARAM_INVALID, "out", f32(), f32(), c.Tensor(kShape, bad));
    }
    Call c;
    auto t = [&](aclDataType d) { return c.Tensor(kShape, d); };
    // One dtype for all three (ours: CANN's kernel reads values as input's dtype and writes input's dtype), checked
    // after the ranks and the broadcast.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "values", t(ACL_FLOAT), t(ACL_FLOAT16), t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(ACL_BF16), t(ACL_BF16), t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "input", t(ACL_FLOAT), c.Tensor({4}, ACL_FLOAT16), t(ACL_FLOAT));
    for (aclDataType ok : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) {
        c.ExpectOk(t(ok), t(ok), t(ok), 0);
    }
}

TEST(HeavisideStatus, ShapesAndViews)
{
    Call c;
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "input", t(nine), t(kShape), t(nine));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "values", t(kShape), t(nine), t(kShape));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "input", t({2, 3}), t({4}), t({2, 3}));
    // out has the broadcast shape (CANN compares element counts only; ours: the shape itself).
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t({2, 1}), t({3}), t({3, 2}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t({2, 1}), t({3}), t({2, 1}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(kShape), t(kShape), t(nine));
    c.ExpectOk(t({2, 1}), t({3}), t({2, 3}), 0);  // both read broadcast in place: no workspace
    c.ExpectOk(t({2, 3}), t({}), t({2, 3}), 0);
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(kShape), t(kShape), c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    const std::vector<int64_t> small = {3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "input", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small), t(kShape), t(kShape));
}

// Empty tensors: nothing to run, workspace 0; the shapes must still broadcast.
TEST(HeavisideStatus, EmptyTensors)
{
    Call c;
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    c.ExpectOk(t({0, 3}), t({3}), t({0, 3}), 0);
    c.ExpectOk(t({2, 0}), t({2, 1}), t({2, 0}), 0);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "input", t({0, 3}), t({2, 3}), t({0, 3}));
}

}  // namespace
}  // namespace aclp_test
