// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackward status matrix, in CANN's check order: every bad argument gets CANN's code and a message
// naming the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_hardswish_backward.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *grad, aclTensor *self, aclTensor *out,
                bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnHardswishBackwardGetWorkspaceSize(grad, self, out, nullWorkspaceSize ? nullptr : &workspaceSize,
                                                     nullExecutor ? nullptr : &executor),
              want, param);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(HardswishBackwardStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *g = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, nullptr, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, nullptr, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradOutput", nullptr, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", g, nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", g, s, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", g, c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true),
             c.Tensor(kShape, ACL_FLOAT));
}

TEST(HardswishBackwardStatus, Dtypes)
{
    for (aclDataType bad : {ACL_DOUBLE, ACL_INT8, ACL_INT32, ACL_INT64, ACL_BOOL, ACL_COMPLEX64}) {
        Call c;
        auto f32 = [&] { return c.Tensor(kShape, ACL_FLOAT); };
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", f32(), c.Tensor(kShape, bad), f32());
        c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor(kShape, bad), f32(), f32());
        c.Expect(ACLNN_ERR_PARAM_INVALID, "out", f32(), f32(), c.Tensor(kShape, bad));
    }
    Call c;
    auto t = [&](aclDataType d) { return c.Tensor(kShape, d); };
    // self's dtype first, then gradOutput's; one dtype for all three; before the shapes.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(ACL_INT32), t(ACL_INT8), t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(ACL_FLOAT16), t(ACL_FLOAT), t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(ACL_BF16), t(ACL_BF16), c.Tensor({7}, ACL_FLOAT));
}

TEST(HardswishBackwardStatus, ShapesAndViews)
{
    Call c;
    auto t = [&](const std::vector<int64_t> &shape) { return c.Tensor(shape, ACL_FLOAT); };
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(nine), t(nine), t(nine));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(kShape), t(nine), t(kShape));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t({1, 3}), t({2, 3}), t({2, 3}));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t({2, 3}), t({2, 3}), t({3, 2}));
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(kShape), t(kShape), c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    const std::vector<int64_t> small = {3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(kShape), c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small), t(kShape));
}

TEST(HardswishBackwardStatus, EmptyTensorsNeedNoWorkspace)
{
    ExpectEmptyNeedsNoWorkspace(
        ACL_BF16, ACL_BF16,
        [](aclTensor *s, aclTensor *o, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardswishBackwardGetWorkspaceSize(s, s, o, ws, ex);
        },
        aclnnHardswishBackward);
}

}  // namespace
}  // namespace aclp_test
