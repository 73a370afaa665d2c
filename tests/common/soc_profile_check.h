// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The SoC-profile check of a one-input operator (self -> out of the same dtype): ctest runs the test binary
// once per profile with ACLNN_PORTABLE_SOC_VERSION set, and each dtype of a fixed list must be taken exactly
// when the profile's list has it; a refusal is 161002 whose message names the profile (for a dtype the
// default profile takes) or says "invalid".
#ifndef ACLP_TESTS_COMMON_SOC_PROFILE_CHECK_H_
#define ACLP_TESTS_COMMON_SOC_PROFILE_CHECK_H_

#include <gtest/gtest.h>

#include <cstdlib>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "common/test_util.h"

namespace aclp_test {

inline std::string SocProfileUnderTest()
{
    const char *env = std::getenv("ACLNN_PORTABLE_SOC_VERSION");
    return env == nullptr || *env == '\0' ? "CPU" : env;
}

using ProfilePhase1 = std::function<aclnnStatus(aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex)>;

// `defaultList`: the dtypes of the default profile. A profile in `unavailableOn` (CANN's doc does not list the
// operator for that chip) takes none; the Ascend910 profile otherwise takes the list without BFLOAT16 (CANN's
// lists for Atlas training products); every other profile takes the whole list.
inline void ExpectProfileTakesItsDtypes(const std::set<aclDataType> &defaultList, const ProfilePhase1 &phase1,
                                        const std::set<std::string> &unavailableOn = {})
{
    const std::string profile = SocProfileUnderTest();
    const bool unavailable = unavailableOn.count(profile) != 0;
    std::set<aclDataType> accepted = defaultList;
    if (unavailable) {
        accepted.clear();
    } else if (profile == "Ascend910") {
        accepted.erase(ACL_BF16);
    }
    DeviceBuffer buffer(1024);
    const std::vector<int64_t> shape = {2, 2};
    for (aclDataType dtype : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64,
                              ACL_DOUBLE, ACL_BOOL, ACL_UINT32}) {
        aclTensor *s = MakeTensor(shape, dtype, buffer.get());
        aclTensor *o = MakeTensor(shape, dtype, static_cast<uint8_t *>(buffer.get()) + 512);
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        const aclnnStatus status = phase1(s, o, &workspaceSize, &executor);
        const bool want = accepted.count(dtype) != 0;
        EXPECT_EQ(status, want ? ACLNN_SUCCESS : ACLNN_ERR_PARAM_INVALID) << profile << " dtype " << dtype;
        if (status == ACLNN_SUCCESS) {
            EXPECT_EQ(aclDestroyAclOpExecutor(executor), ACLNN_SUCCESS);
        } else {
            // An unavailable operator is refused before its dtypes are looked at.
            const std::string message = aclGetRecentErrMsg();
            const bool profileRefuses = defaultList.count(dtype) != 0 || unavailable;
            EXPECT_NE(message.find(profileRefuses ? "SoC profile " + profile : "invalid"), std::string::npos)
                << message;
        }
        Destroy({s, o});
    }
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_SOC_PROFILE_CHECK_H_
