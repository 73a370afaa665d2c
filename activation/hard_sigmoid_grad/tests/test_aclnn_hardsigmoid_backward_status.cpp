// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoidBackward status matrix: CANN's codes in CANN's order, a message naming the
// parameter each time, and nothing written.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

// Phase 1, checked by StatusCall.
class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, const aclTensor *g, const aclTensor *s, aclTensor *o,
                bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnHardsigmoidBackwardGetWorkspaceSize(g, s, o, nullWorkspaceSize ? nullptr : &workspaceSize,
                                                       nullExecutor ? nullptr : &executor),
              want, param);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(HardsigmoidBackwardStatus, NullArguments)
{
    Call c;
    aclTensor *g = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradOutput", nullptr, s, o);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", g, nullptr, o);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", g, s, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", g, s, o, true, false);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", g, s, o, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradOutput", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true), s, o);
}

TEST(HardsigmoidBackwardStatus, DtypesAndCasts)
{
    Call c;
    for (aclDataType bad : {ACL_DOUBLE, ACL_INT32, ACL_INT8, ACL_BOOL, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor(kShape, bad), c.Tensor(kShape, ACL_FLOAT),
                 c.Tensor(kShape, ACL_FLOAT));
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, bad),
                 c.Tensor(kShape, ACL_FLOAT));
    }
    // Floating results cannot be cast to an integer or BOOL out; complex out is not offered.
    for (aclDataType bad : {ACL_INT32, ACL_INT8, ACL_UINT8, ACL_INT64, ACL_BOOL, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT16), c.Tensor(kShape, ACL_BF16),
                 c.Tensor(kShape, bad));
    }
}

TEST(HardsigmoidBackwardStatus, ShapesRanksAndViews)
{
    Call c;
    const std::vector<int64_t> nine = {1, 1, 1, 1, 1, 1, 1, 2, 3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor(nine, ACL_FLOAT), c.Tensor(nine, ACL_FLOAT),
             c.Tensor(nine, ACL_FLOAT));
    // No broadcasting: every shape must be equal.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor({1, 3}, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT),
             c.Tensor(kShape, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT),
             c.Tensor({3, 2}, ACL_FLOAT));
    const std::vector<int64_t> small = {5};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_FLOAT),
             c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small), c.Tensor(kShape, ACL_FLOAT));
    const std::vector<int64_t> zero = {0, 1}, storage = {6};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT),
             c.Tensor(kShape, ACL_FLOAT, &zero, 0, &storage));
}

}  // namespace
}  // namespace aclp_test
