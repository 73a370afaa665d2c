// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardtanhBackward under each SoC profile: ctest runs this binary once per profile with
// ACLNN_PORTABLE_SOC_VERSION set; CANN's Ascend910 list lacks BFLOAT16, the others have it.
#include <gtest/gtest.h>

#include "aclnnop/aclnn_hardtanh_backward.h"
#include "common/soc_profile_check.h"

namespace aclp_test {
namespace {

TEST(HardtanhBackwardSocProfile, AcceptsExactlyTheProfilesList)
{
    const float minValue = -1.0f, maxValue = 1.0f;
    aclScalar *min = aclCreateScalar(const_cast<float *>(&minValue), ACL_FLOAT);
    aclScalar *max = aclCreateScalar(const_cast<float *>(&maxValue), ACL_FLOAT);
    // gradOutput, self and out of one dtype.
    ExpectProfileTakesItsDtypes({ACL_FLOAT, ACL_FLOAT16, ACL_BF16},
                                [min, max](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
                                    return aclnnHardtanhBackwardGetWorkspaceSize(out, self, min, max, out, ws, ex);
                                });
    aclDestroyScalar(min);
    aclDestroyScalar(max);
}

}  // namespace
}  // namespace aclp_test
