// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyReluBackward under each SoC profile: ctest runs this binary once per profile with
// ACLNN_PORTABLE_SOC_VERSION set; CANN's Ascend910 list lacks BFLOAT16, the others have it.
#include <gtest/gtest.h>

#include "aclnnop/aclnn_leaky_relu_backward.h"
#include "common/soc_profile_check.h"

namespace aclp_test {
namespace {

TEST(LeakyReluBackwardSocProfile, AcceptsExactlyTheProfilesList)
{
    ExpectProfileTakesItsDtypes({ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_DOUBLE}, [](aclTensor *self, aclTensor *out,
                                                                                   uint64_t *ws, aclOpExecutor **ex) {
        float slope = 0.01f;
        aclScalar *s = aclCreateScalar(&slope, ACL_FLOAT);
        const aclnnStatus status = aclnnLeakyReluBackwardGetWorkspaceSize(out, self, s, false, out, ws, ex);
        aclDestroyScalar(s);
        return status;
    });
}

}  // namespace
}  // namespace aclp_test
