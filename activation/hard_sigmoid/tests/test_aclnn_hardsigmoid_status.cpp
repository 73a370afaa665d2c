// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoid and aclnnInplaceHardsigmoid status matrix, in CANN's check order: every bad argument gets CANN's
// code and a message naming the parameter, and nothing is written anywhere.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_hardsigmoid.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

// Phase 1 of either entry (the in-place one when `inplace`), checked by StatusCall.
class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *self, aclTensor *out, bool inplace = false,
                bool nullWorkspaceSize = false, bool nullExecutor = false)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        uint64_t *ws = nullWorkspaceSize ? nullptr : &workspaceSize;
        aclOpExecutor **ex = nullExecutor ? nullptr : &executor;
        Check(inplace ? aclnnInplaceHardsigmoidGetWorkspaceSize(self, ws, ex)
                      : aclnnHardsigmoidGetWorkspaceSize(self, out, ws, ex),
              want, param);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(HardsigmoidStatus, NullArgumentsInCannsOrder)
{
    Call c;
    aclTensor *s = c.Tensor(kShape, ACL_FLOAT);
    aclTensor *o = c.Tensor(kShape, ACL_FLOAT);
    // CANN checks workspaceSize and executor before the tensors here (OP_CHECK_COMM_INPUT first).
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", nullptr, nullptr, false, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "executor", nullptr, nullptr, false, false, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", nullptr, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", s, nullptr);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", s, o, true, true, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", nullptr, nullptr, true);
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "self", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, nullptr, true), o);
}

TEST(HardsigmoidStatus, Dtypes)
{
    Call c;
    for (aclDataType bad :
         {ACL_DOUBLE, ACL_BOOL, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT64, ACL_UINT32, ACL_COMPLEX64}) {
        c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, bad), c.Tensor(kShape, bad));
    }
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT16));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_INT32), c.Tensor(kShape, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_DOUBLE), nullptr, true);
    // self's dtype is checked before the shapes, the shapes before out's dtype (CANN's order).
    c.Expect(ACLNN_ERR_PARAM_INVALID, "DOUBLE", c.Tensor({2, 3}, ACL_DOUBLE), c.Tensor({3, 2}, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "shape", c.Tensor({2, 3}, ACL_FLOAT), c.Tensor({3, 2}, ACL_FLOAT16));
}

TEST(HardsigmoidStatus, ShapesAndViews)
{
    Call c;
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({2, 3}, ACL_FLOAT), c.Tensor({3, 2}, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor({1, 3}, ACL_FLOAT), c.Tensor({2, 3}, ACL_FLOAT));
    const std::vector<int64_t> nine(9, 1);
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(nine, ACL_FLOAT), c.Tensor(nine, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(nine, ACL_FLOAT), nullptr, true);
    const std::vector<int64_t> zeroStride = {0, 1};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", c.Tensor(kShape, ACL_FLOAT), c.Tensor(kShape, ACL_FLOAT, &zeroStride));
    const std::vector<int64_t> small = {3};
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", c.Tensor(kShape, ACL_FLOAT, nullptr, 0, &small),
             c.Tensor(kShape, ACL_FLOAT));
}

TEST(HardsigmoidStatus, EmptyTensorsNeedNoWorkspace)
{
    ExpectEmptyNeedsNoWorkspace(ACL_INT32, ACL_INT32, aclnnHardsigmoidGetWorkspaceSize, aclnnHardsigmoid);
    ExpectEmptyNeedsNoWorkspace(
        ACL_INT32, ACL_INT32,
        [](aclTensor *s, aclTensor *, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnInplaceHardsigmoidGetWorkspaceSize(s, ws, ex);
        },
        aclnnInplaceHardsigmoid);
}

}  // namespace
}  // namespace aclp_test
