// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The precompiled header of every test binary: GoogleTest, nlohmann-json and the standard headers the
// tests use. Parsing these was about half of each test file's compile time, paid again per file in each
// of the suite's three builds. Test files still include what they use; this only makes it cheap.
#ifndef ACLP_TESTS_COMMON_TEST_PCH_H_
#define ACLP_TESTS_COMMON_TEST_PCH_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "nlohmann/json.hpp"

#endif  // ACLP_TESTS_COMMON_TEST_PCH_H_
