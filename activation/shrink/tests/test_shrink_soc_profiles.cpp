// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnShrink under each SoC profile (ctest sets ACLNN_PORTABLE_SOC_VERSION): CANN does not offer it on Atlas
// training products, so the Ascend910 profile refuses it with a message naming the profile; the others take
// FLOAT and FLOAT16.
#include <gtest/gtest.h>

#include "aclnnop/aclnn_shrink.h"
#include "common/soc_profile_check.h"

namespace aclp_test {
namespace {

TEST(ShrinkSocProfile, NotOnAscend910)
{
    const float half = 0.5f;
    aclScalar *lambd = aclCreateScalar(const_cast<float *>(&half), ACL_FLOAT);
    ExpectProfileTakesItsDtypes({ACL_FLOAT, ACL_FLOAT16},
                                [lambd](aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
                                    return aclnnShrinkGetWorkspaceSize(self, lambd, lambd, out, ws, ex);
                                },
                                {"Ascend910"});
    aclDestroyScalar(lambd);
}

}  // namespace
}  // namespace aclp_test
