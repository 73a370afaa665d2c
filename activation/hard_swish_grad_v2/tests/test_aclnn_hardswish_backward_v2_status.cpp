// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackwardV2 status, where it differs from aclnnHardswishBackward (whose entry it shares, with the
// whole status matrix tested in hard_swish_grad/tests): CANN's V2 checks gradOutput's dtype before self's.
#include <gtest/gtest.h>

#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_hardswish_backward_v2.h"
#include "common/status_call.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

class Call : public StatusCall {
public:
    void Expect(aclnnStatus want, const char *param, aclTensor *grad, aclTensor *self, aclTensor *out)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        Check(aclnnHardswishBackwardV2GetWorkspaceSize(grad, self, out, &workspaceSize, &executor), want, param);
    }
};

const std::vector<int64_t> kShape = {2, 3};

TEST(HardswishBackwardV2Status, CannsV2Order)
{
    Call c;
    auto t = [&](aclDataType d) { return c.Tensor(kShape, d); };
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "gradOutput", nullptr, t(ACL_FLOAT), t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_NULLPTR, "out", t(ACL_FLOAT), t(ACL_FLOAT), nullptr);
    // gradOutput's dtype first (V1: self's), then self's; one dtype for all three; before the shapes.
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(ACL_INT32), t(ACL_INT8), t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "self", t(ACL_FLOAT), t(ACL_DOUBLE), t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", t(ACL_FLOAT16), t(ACL_FLOAT), t(ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "out", t(ACL_BF16), t(ACL_BF16), c.Tensor({7}, ACL_FLOAT));
    c.Expect(ACLNN_ERR_PARAM_INVALID, "gradOutput", c.Tensor({3, 2}, ACL_FLOAT), t(ACL_FLOAT), t(ACL_FLOAT));
}

TEST(HardswishBackwardV2Status, EmptyTensorsNeedNoWorkspace)
{
    ExpectEmptyNeedsNoWorkspace(
        ACL_BF16, ACL_BF16,
        [](aclTensor *s, aclTensor *o, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnHardswishBackwardV2GetWorkspaceSize(s, s, o, ws, ex);
        },
        aclnnHardswishBackwardV2);
}

}  // namespace
}  // namespace aclp_test
