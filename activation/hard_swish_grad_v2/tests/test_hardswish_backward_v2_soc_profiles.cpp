// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackwardV2 under each SoC profile: ctest runs this binary once per profile with
// ACLNN_PORTABLE_SOC_VERSION set; CANN's Ascend910 list lacks BFLOAT16, the others have it.
#include <gtest/gtest.h>

#include "aclnnop/aclnn_hardswish_backward_v2.h"
#include "common/soc_profile_check.h"

namespace aclp_test {
namespace {

TEST(HardswishBackwardV2SocProfile, AcceptsExactlyTheProfilesList)
{
    // gradOutput, self and out of one dtype.
    ExpectProfileTakesItsDtypes({ACL_FLOAT, ACL_FLOAT16, ACL_BF16},
                                [](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
                                    return aclnnHardswishBackwardV2GetWorkspaceSize(out, self, out, ws, ex);
                                });
}

}  // namespace
}  // namespace aclp_test
