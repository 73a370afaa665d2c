// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHeaviside under each SoC profile (ctest sets ACLNN_PORTABLE_SOC_VERSION): CANN's doc lists it for Atlas A2
// and A3 only, so the Ascend910 and Ascend950 profiles refuse it with a message naming the profile; the others
// take FLOAT, FLOAT16 and BFLOAT16.
#include <gtest/gtest.h>

#include "aclnnop/aclnn_heaviside.h"
#include "common/soc_profile_check.h"

namespace aclp_test {
namespace {

TEST(HeavisideSocProfile, OnAtlasA2AndA3Only)
{
    ExpectProfileTakesItsDtypes({ACL_FLOAT, ACL_FLOAT16, ACL_BF16},
                                [](aclTensor *input, aclTensor *out, uint64_t *ws, aclOpExecutor **ex) {
                                    return aclnnHeavisideGetWorkspaceSize(input, input, out, ws, ex);
                                },
                                {"Ascend910", "Ascend950"});
}

}  // namespace
}  // namespace aclp_test
