// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// A test fixture that runs one ATK case (JSON text or value) through the accuracy tool's runner, on a stream of
// its own, with the seed the test main prints and --strict (bitwise against the golden on top of the case's
// standard). Tests link aclnn_accuracy_core.
#ifndef ACLP_TESTS_COMMON_CASE_RUNNER_H_
#define ACLP_TESTS_COMMON_CASE_RUNNER_H_

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "acl/acl.h"
#include "case_file.h"
#include "common/test_util.h"
#include "nlohmann/json.hpp"
#include "runner.h"

namespace aclp_test {

// A fixture (on gtest's Test or TestWithParam<...>) whose tests run on a stream of their own.
template <class Base>
class OnOwnStream : public Base {
protected:
    static void SetUpTestSuite()
    {
        aclInit(nullptr);
        aclrtSetDevice(0);
    }
    void SetUp() override { ASSERT_EQ(aclrtCreateStream(&stream_), ACL_SUCCESS); }
    void TearDown() override { aclrtDestroyStream(stream_); }
    aclrtStream stream_ = nullptr;
};

class CaseRunnerTest : public OnOwnStream<::testing::Test> {
protected:
    // The first case of `list` (a JSON array of cases), with the test's seed plus `seedOffset`.
    accuracy::CaseResult RunList(const nlohmann::json &list, uint64_t seedOffset = 0)
    {
        cases_ = accuracy::ParseAtkCases(list, "unit.json");
        accuracy::RunOptions options;
        options.seed = TestSeed() + seedOffset;
        options.strict = true;
        return accuracy::RunCase(cases_.at(0), options, stream_);
    }
    accuracy::CaseResult Run(const std::string &text) { return RunList(nlohmann::json::parse(text)); }
    // Runs case `c` (one case, as JSON) with the next seed offset and expects it to pass; a failure names the case
    // and its seed.
    void ExpectPasses(const nlohmann::json &c)
    {
        const accuracy::CaseResult r = RunList(nlohmann::json::array({c}), ++seq_);
        EXPECT_TRUE(r.pass) << c.dump() << ": " << r.detail << " (seed " << TestSeed() + seq_ << ")";
    }
    uint64_t seq_ = 0;
    std::vector<accuracy::TestCase> cases_;
};

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_CASE_RUNNER_H_
