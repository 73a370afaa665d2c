// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThreshold under each SoC profile: ctest runs this binary once per profile with
// ACLNN_PORTABLE_SOC_VERSION set; CANN's Ascend910 list lacks BFLOAT16, the others have it.
#include <gtest/gtest.h>

#include "aclnnop/aclnn_threshold.h"
#include "common/soc_profile_check.h"

namespace aclp_test {
namespace {

TEST(ThresholdSocProfile, AcceptsExactlyTheProfilesList)
{
    int32_t one = 1, two = 2;
    aclScalar *threshold = aclCreateScalar(&one, ACL_INT32);
    aclScalar *value = aclCreateScalar(&two, ACL_INT32);
    ExpectProfileTakesItsDtypes(
        {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64},
        [threshold, value](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnThresholdGetWorkspaceSize(self, threshold, value, out, ws, ex);
        });
    aclDestroyScalar(threshold);
    aclDestroyScalar(value);
}

}  // namespace
}  // namespace aclp_test
