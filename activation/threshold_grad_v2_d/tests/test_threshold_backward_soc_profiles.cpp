// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThresholdBackward under each SoC profile: ctest runs this binary once per profile with
// ACLNN_PORTABLE_SOC_VERSION set, and each profile must accept exactly CANN's dtype list.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_threshold_backward.h"
#include "common/soc_profile_check.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

// CANN's lists (its aclnnThresholdBackward doc, per chip), and ours for the default profile.
std::set<aclDataType> Accepted(const std::string &profile, bool thresholdIsZero)
{
    std::set<aclDataType> base = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32, ACL_INT8, ACL_UINT8};
    if (profile == "Ascend910")
        return base;
    base.insert(ACL_BF16);
    if (profile == "Ascend910B" || profile == "Ascend910_93")
        return base;
    if (profile == "Ascend950") {
        if (thresholdIsZero)
            base.insert(ACL_INT64);
        return base;
    }
    base.insert(ACL_INT64);
    return base;
}

TEST(ThresholdBackwardSocProfile, AcceptsExactlyTheProfilesList)
{
    const std::string profile = SocProfileUnderTest();
    EXPECT_EQ(std::string(aclrtGetSocName()), profile);
    DeviceBuffer buffer(1024);
    const std::vector<int64_t> shape = {2, 2};
    for (float thresholdValue : {0.0f, 1.0f}) {
        for (aclDataType dtype : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64,
                                  ACL_DOUBLE, ACL_BOOL, ACL_INT16}) {
            aclTensor *g = MakeTensor(shape, dtype, buffer.get());
            aclTensor *s = MakeTensor(shape, dtype, static_cast<uint8_t *>(buffer.get()) + 256);
            aclTensor *o = MakeTensor(shape, dtype, static_cast<uint8_t *>(buffer.get()) + 512);
            aclScalar *t = aclCreateScalar(&thresholdValue, ACL_FLOAT);
            uint64_t workspaceSize = 0;
            aclOpExecutor *executor = nullptr;
            const aclnnStatus status = aclnnThresholdBackwardGetWorkspaceSize(g, s, t, o, &workspaceSize, &executor);
            const bool want = Accepted(profile, thresholdValue == 0.0f).count(dtype) != 0;
            EXPECT_EQ(status, want ? ACLNN_SUCCESS : ACLNN_ERR_PARAM_INVALID)
                << profile << " dtype " << dtype << " threshold " << thresholdValue;
            if (status == ACLNN_SUCCESS) {
                EXPECT_EQ(aclDestroyAclOpExecutor(executor), ACLNN_SUCCESS);
            } else {
                const std::string message = aclGetRecentErrMsg();
                // A named profile's refusal names the profile; the default profile's says "invalid".
                const bool known = Accepted("CPU", true).count(dtype) != 0;
                EXPECT_NE(message.find(known ? "SoC profile " + profile : "invalid"), std::string::npos) << message;
            }
            Destroy({g, s, o}, t);
        }
    }
}

}  // namespace
}  // namespace aclp_test
