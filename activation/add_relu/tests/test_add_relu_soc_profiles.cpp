// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnAddRelu under each SoC profile: ctest runs this binary once per profile with ACLNN_PORTABLE_SOC_VERSION set;
// CANN's Ascend910 list lacks BFLOAT16, the others have it.
#include <gtest/gtest.h>

#include "aclnnop/aclnn_add_relu.h"
#include "common/soc_profile_check.h"

namespace aclp_test {
namespace {

TEST(AddReluSocProfile, AcceptsExactlyTheProfilesList)
{
    const int32_t one = 1;
    aclScalar *alpha = aclCreateScalar(const_cast<int32_t *>(&one), ACL_INT32);
    ExpectProfileTakesItsDtypes(
        {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64},
        [alpha](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnAddReluGetWorkspaceSize(self, self, alpha, out, ws, ex);
        });
    aclDestroyScalar(alpha);
}

}  // namespace
}  // namespace aclp_test
