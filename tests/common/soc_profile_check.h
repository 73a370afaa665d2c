// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The SoC profile a test binary runs under: ctest runs an aclp_add_soc_profile_test binary once per profile with
// ACLNN_PORTABLE_SOC_VERSION set (the default profile: "CPU").
#ifndef ACLP_TESTS_COMMON_SOC_PROFILE_CHECK_H_
#define ACLP_TESTS_COMMON_SOC_PROFILE_CHECK_H_

#include <cstdlib>
#include <string>

namespace aclp_test {

inline std::string SocProfileUnderTest()
{
    const char *env = std::getenv("ACLNN_PORTABLE_SOC_VERSION");
    return env == nullptr || *env == '\0' ? "CPU" : env;
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_SOC_PROFILE_CHECK_H_
