// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Every operator of the operator table under each SoC profile (ctest runs this binary once per profile with
// ACLNN_PORTABLE_SOC_VERSION set), from its row: a profile in socProfilesWithout refuses every call, naming the
// profile; the others take exactly the row's dtypes (Ascend910 without BFLOAT16), refusing a dtype the default
// profile takes by naming the profile and any other as invalid (161002 both). Accepted calls run and give the
// golden's bits. The inputs are the operator's own suite's first dense case of the dtype, at [2, 3] (or, for a dtype
// the suite has no case of, its first dense case with every tensor but a mask in that dtype).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/opdev/op_errno.h"
#include "case_file.h"
#include "common/case_runner.h"
#include "common/soc_profile_check.h"
#include "common/test_util.h"
#include "dtypes.h"
#include "operator_def.h"
#include "operators/operator_suite.h"
#include "runner.h"

namespace aclp_test {
namespace {

using accuracy::TestCase;
using optable::OperatorDef;

const aclDataType kProbes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16,   ACL_INT8, ACL_UINT8, ACL_INT16,
                               ACL_INT32, ACL_INT64,   ACL_DOUBLE, ACL_BOOL, ACL_UINT32};

bool Has(const std::vector<aclDataType> &list, aclDataType d)
{
    return std::find(list.begin(), list.end(), d) != list.end();
}

class OperatorSocProfiles : public OnOwnStream<::testing::TestWithParam<size_t>> {};

TEST_P(OperatorSocProfiles, TakeExactlyTheProfilesDtypes)
{
    const OperatorDef &op = optable::AllOperators().at(GetParam());
    if (op.socListsDependOnArguments) {
        GTEST_SKIP() << op.aclnnName << "'s lists follow its own rule: its folder's test checks them";
    }
    const std::string profile = SocProfileUnderTest();
    ASSERT_EQ(std::string(aclrtGetSocName()), profile);
    const bool unavailable =
        std::find(op.socProfilesWithout.begin(), op.socProfilesWithout.end(), profile) != op.socProfilesWithout.end();
    const std::vector<TestCase> dense = DenseCasesPerDtype(op, 6);
    ASSERT_FALSE(dense.empty());
    for (aclDataType dtype : kProbes) {
        TestCase c = dense.front();
        bool own = false;
        for (const TestCase &d : dense) {
            if (CaseDtype(op, d) == dtype) {
                c = d;
                own = true;
            }
        }
        if (!own) {
            SetTensorDtypes(op, dtype, &c);
        }
        for (accuracy::TensorSpec &t : c.inputs) {
            if (!t.isScalar) {
                t.shape = {2, 3};
            } else if (t.dtype == ACL_BF16 && dtype != ACL_BF16) {
                t.dtype = ACL_FLOAT;  // a suite's BFLOAT16 scalar, which Ascend910 refuses for its own reason
            }
        }
        const bool taken = Has(op.dtypes, dtype) && !unavailable && !(profile == "Ascend910" && dtype == ACL_BF16);
        c.expectError = !taken;
        c.expectedStatus = taken ? 0 : ACLNN_ERR_PARAM_INVALID;
        c.expectedErrorMsg = Has(op.dtypes, dtype) || unavailable ? "SoC profile " + profile : "invalid";
        accuracy::RunOptions options;
        options.seed = TestSeed();
        options.strict = true;
        const accuracy::CaseResult r = accuracy::RunCase(c, options, stream_);
        EXPECT_TRUE(r.pass) << op.aclnnName << " " << accuracy::DtypeName(dtype) << " on " << profile << " ("
                            << (taken ? "taken" : "refused") << " by the row): " << r.detail;
    }
}

INSTANTIATE_TEST_SUITE_P(Table, OperatorSocProfiles, ::testing::Range<size_t>(0, optable::AllOperators().size()),
                         RowName);

}  // namespace
}  // namespace aclp_test
