// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnShrink under each SoC profile (ctest sets ACLNN_PORTABLE_SOC_VERSION): CANN does not offer it on Atlas
// training products, so the Ascend910 profile refuses it with a message naming the profile; the others take
// FLOAT and FLOAT16.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_shrink.h"
#include "common/soc_profile_check.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

TEST(ShrinkSocProfile, NotOnAscend910)
{
    const std::string profile = SocProfileUnderTest();
    const float half = 0.5f;
    aclScalar *lambd = aclCreateScalar(const_cast<float *>(&half), ACL_FLOAT);
    DeviceBuffer buffer(1024);
    const std::vector<int64_t> shape = {2, 2};
    for (aclDataType dtype : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE}) {
        aclTensor *s = MakeTensor(shape, dtype, buffer.get());
        aclTensor *o = MakeTensor(shape, dtype, static_cast<uint8_t *>(buffer.get()) + 512);
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        const aclnnStatus status = aclnnShrinkGetWorkspaceSize(s, lambd, lambd, o, &workspaceSize, &executor);
        const bool want = profile != "Ascend910" && (dtype == ACL_FLOAT || dtype == ACL_FLOAT16);
        EXPECT_EQ(status, want ? ACLNN_SUCCESS : ACLNN_ERR_PARAM_INVALID) << profile << " dtype " << dtype;
        if (status == ACLNN_SUCCESS) {
            EXPECT_EQ(aclDestroyAclOpExecutor(executor), ACLNN_SUCCESS);
        } else {
            const std::string message = aclGetRecentErrMsg();
            EXPECT_NE(message.find(profile == "Ascend910" ? "SoC profile Ascend910" : "invalid"), std::string::npos)
                << message;
        }
        Destroy({s, o});
    }
    aclDestroyScalar(lambd);
}

}  // namespace
}  // namespace aclp_test
