// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSquaredRelu under each SoC profile (ctest sets ACLNN_PORTABLE_SOC_VERSION): CANN defines it for Ascend
// 910B, 910_93 and 950 only, so the Ascend910 profile refuses it with a message naming the profile; the others
// take FLOAT, FLOAT16 and BFLOAT16.
#include <gtest/gtest.h>

#include "aclnnop/aclnn_squared_relu.h"
#include "common/soc_profile_check.h"

namespace aclp_test {
namespace {

TEST(SquaredReluSocProfile, NotOnAscend910)
{
    ExpectProfileTakesItsDtypes({ACL_FLOAT, ACL_FLOAT16, ACL_BF16},
                                [](aclTensor *input, aclTensor *output, uint64_t *ws, aclOpExecutor **ex) {
                                    return aclnnSquaredReluGetWorkspaceSize(input, output, ws, ex);
                                },
                                {"Ascend910"});
}

}  // namespace
}  // namespace aclp_test
