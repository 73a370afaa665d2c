// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoid under each SoC profile: ctest runs this binary once per profile with
// ACLNN_PORTABLE_SOC_VERSION set; CANN's Ascend910 list lacks BFLOAT16, the others have it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_hardsigmoid.h"
#include "common/test_util.h"

namespace aclp_test {
namespace {

std::string Profile()
{
    const char *env = std::getenv("ACLNN_PORTABLE_SOC_VERSION");
    return env == nullptr || *env == '\0' ? "CPU" : env;
}

std::set<aclDataType> Accepted(const std::string &profile)
{
    std::set<aclDataType> all = {ACL_FLOAT, ACL_FLOAT16, ACL_INT32};
    if (profile != "Ascend910") {
        all.insert(ACL_BF16);
    }
    return all;
}

TEST(HardsigmoidSocProfile, AcceptsExactlyTheProfilesList)
{
    const std::string profile = Profile();
    DeviceBuffer buffer(1024);
    const std::vector<int64_t> shape = {2, 2};
    for (aclDataType dtype : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64,
                              ACL_DOUBLE, ACL_BOOL, ACL_UINT32}) {
        aclTensor *s = MakeTensor(shape, dtype, buffer.get());
        aclTensor *o = MakeTensor(shape, dtype, static_cast<uint8_t *>(buffer.get()) + 512);
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        const aclnnStatus status = aclnnHardsigmoidGetWorkspaceSize(s, o, &workspaceSize, &executor);
        const bool want = Accepted(profile).count(dtype) != 0;
        EXPECT_EQ(status, want ? ACLNN_SUCCESS : ACLNN_ERR_PARAM_INVALID) << profile << " dtype " << dtype;
        if (status == ACLNN_SUCCESS) {
            EXPECT_EQ(aclDestroyAclOpExecutor(executor), ACLNN_SUCCESS);
        } else {
            const std::string message = aclGetRecentErrMsg();
            const bool known = Accepted("CPU").count(dtype) != 0;
            EXPECT_NE(message.find(known ? "SoC profile " + profile : "invalid"), std::string::npos) << message;
        }
        Destroy({s, o});
    }
}

}  // namespace
}  // namespace aclp_test
