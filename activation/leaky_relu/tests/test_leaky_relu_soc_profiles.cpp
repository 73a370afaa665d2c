// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyRelu under each SoC profile: ctest runs this binary once per profile with
// ACLNN_PORTABLE_SOC_VERSION set; CANN's Ascend910 list lacks BFLOAT16, the others have it.
#include <gtest/gtest.h>

#include "aclnnop/aclnn_leaky_relu.h"
#include "common/soc_profile_check.h"

namespace aclp_test {
namespace {

TEST(LeakyReluSocProfile, AcceptsExactlyTheProfilesList)
{
    const float slopeValue = 0.01f;
    aclScalar *slope = aclCreateScalar(const_cast<float *>(&slopeValue), ACL_FLOAT);
    ExpectProfileTakesItsDtypes({ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE},
                                [slope](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
                                    return aclnnLeakyReluGetWorkspaceSize(self, slope, out, ws, ex);
                                });
    aclDestroyScalar(slope);
}

}  // namespace
}  // namespace aclp_test
