// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSoftshrinkBackward under each SoC profile: ctest runs this binary once per profile with
// ACLNN_PORTABLE_SOC_VERSION set; CANN's Ascend910 (and Ascend310P) list lacks BFLOAT16, the others have it.
#include <gtest/gtest.h>

#include "aclnnop/aclnn_softshrink_backward.h"
#include "common/soc_profile_check.h"

namespace aclp_test {
namespace {

TEST(SoftshrinkBackwardSocProfile, AcceptsExactlyTheProfilesList)
{
    const float lambdValue = 0.5f;
    aclScalar *lambd = aclCreateScalar(const_cast<float *>(&lambdValue), ACL_FLOAT);
    // gradOutput, self and gradInput of one dtype.
    ExpectProfileTakesItsDtypes({ACL_FLOAT, ACL_FLOAT16, ACL_BF16},
                                [lambd](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
                                    return aclnnSoftshrinkBackwardGetWorkspaceSize(out, self, lambd, out, ws, ex);
                                });
    aclDestroyScalar(lambd);
}

}  // namespace
}  // namespace aclp_test
