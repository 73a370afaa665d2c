// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoidBackward under each SoC profile (ctest sets ACLNN_PORTABLE_SOC_VERSION): each
// profile accepts exactly CANN's input dtype list.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "common/soc_profile_check.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

TEST(HardsigmoidBackwardSocProfile, AcceptsExactlyTheProfilesList)
{
    const std::string profile = SocProfileUnderTest();
    EXPECT_EQ(std::string(aclrtGetSocName()), profile);
    DeviceBuffer buffer(1024);
    const std::vector<int64_t> shape = {2, 2};
    for (aclDataType dtype : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE, ACL_INT32}) {
        aclTensor *g = MakeTensor(shape, dtype, buffer.get());
        aclTensor *s = MakeTensor(shape, dtype, static_cast<uint8_t *>(buffer.get()) + 256);
        aclTensor *o = MakeTensor(shape, ACL_FLOAT, static_cast<uint8_t *>(buffer.get()) + 512);
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        const aclnnStatus status = aclnnHardsigmoidBackwardGetWorkspaceSize(g, s, o, &workspaceSize, &executor);
        // CANN: Atlas training/inference (Ascend910) lacks BFLOAT16; the others take all three.
        const bool want = dtype == ACL_FLOAT || dtype == ACL_FLOAT16 || (dtype == ACL_BF16 && profile != "Ascend910");
        EXPECT_EQ(status, want ? ACLNN_SUCCESS : ACLNN_ERR_PARAM_INVALID) << profile << " dtype " << dtype;
        if (status == ACLNN_SUCCESS) {
            EXPECT_EQ(aclDestroyAclOpExecutor(executor), ACLNN_SUCCESS);
        } else {
            const std::string message = aclGetRecentErrMsg();
            EXPECT_NE(message.find(dtype == ACL_BF16 ? "SoC profile " + profile : "invalid"), std::string::npos)
                << message;
        }
        Destroy({g, s, o});
    }
}

}  // namespace
}  // namespace aclp_test
