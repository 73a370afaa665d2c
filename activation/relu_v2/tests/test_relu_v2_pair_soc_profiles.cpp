// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnReluV2 / aclnnReluGradV2 under each SoC profile (ctest sets ACLNN_PORTABLE_SOC_VERSION): CANN
// has the pair on Ascend950 only, so the 910-family profiles refuse it with a message naming the profile.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "aclnnop/aclnn_relu_v2.h"
#include "common/soc_profile_check.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

TEST(ReluV2PairSocProfile, AvailableOnAscend950AndTheDefaultOnly)
{
    const std::string profile = SocProfileUnderTest();
    const bool available = profile == "CPU" || profile == "Ascend950";
    DeviceBuffer buffer(4096);
    auto at = [&](size_t k) { return static_cast<uint8_t *>(buffer.get()) + 1024 * k; };
    const std::vector<int64_t> shape = {4, 6};
    aclTensor *x = MakeTensor(shape, ACL_FLOAT, at(0));
    aclTensor *y = MakeTensor(shape, ACL_FLOAT, at(1));
    aclTensor *m = MakeTensor(shape, ACL_UINT1, at(2));
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    for (int op = 0; op < 2; ++op) {
        const aclnnStatus status = op == 0 ? aclnnReluV2GetWorkspaceSize(x, y, m, &workspaceSize, &executor)
                                           : aclnnReluGradV2GetWorkspaceSize(x, m, y, &workspaceSize, &executor);
        if (available) {
            ASSERT_EQ(status, ACLNN_SUCCESS) << profile << " op " << op;
            EXPECT_EQ(aclDestroyAclOpExecutor(executor), ACLNN_SUCCESS);
        } else {
            EXPECT_EQ(status, ACLNN_ERR_PARAM_INVALID) << profile << " op " << op;
            EXPECT_NE(std::string(aclGetRecentErrMsg()).find("SoC profile " + profile), std::string::npos);
        }
    }
    Destroy({x, y, m});
}

}  // namespace
}  // namespace aclp_test
