// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Every operator of the operator table, from its row (op_def: roles, the two-stage call, the golden) and its own
// suite (activation/<op>/tests/st/aclnn<Op>/portable_*.json), with no test file of its own: what the engine
// does for each lane, judged bitwise against the operator's golden through the accuracy tool's runner.
//   SuiteOnEverySimdTarget: every case of the suite that runs (no bad input) up to 4099 elements, on every SIMD
//     target the CPU runs (the lanes are compiled per target).
//   EverySixteenBitValueOnEverySimdTarget: each tensor input in turn holding every FLOAT16 / BFLOAT16 value once,
//     the others drawn as the suite draws them, on every target.
//   EveryTiling: per input dtype, the suite's first dense case at 300007 elements under every tiling (1 and 2
//     threads, streaming stores, blocks that start and end mid-vector).
// ACLP_TEST_SAMPLE=k (emulated CPUs, 20-50x slower) runs every k-th case, and the tilings on one dtype at a quarter
// of the elements (still two threads' worth).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "case_file.h"
#include "common/case_runner.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "dtypes.h"
#include "operator_def.h"
#include "operators/operator_suite.h"
#include "runner.h"

namespace aclp_test {
namespace {

using accuracy::TensorSpec;
using accuracy::TestCase;
using optable::OperatorDef;

constexpr int64_t kSmallElements = 4099;

size_t Sample()
{
    const char *env = std::getenv("ACLP_TEST_SAMPLE");
    const long k = env == nullptr ? 1 : std::atol(env);
    return k > 1 ? static_cast<size_t>(k) : 1;
}

class OperatorRows : public OnOwnStream<::testing::TestWithParam<size_t>> {
protected:
    const OperatorDef &Op() const { return optable::AllOperators().at(GetParam()); }
    // Runs every k-th case (ACLP_TEST_SAMPLE) with the next seed and expects each to pass.
    void ExpectAllPass(const std::vector<TestCase> &cases)
    {
        const size_t step = Sample();
        for (size_t i = (TestSeed() + seq_) % step; i < cases.size(); i += step) {
            accuracy::RunOptions options;
            options.seed = TestSeed() + ++seq_;
            options.strict = true;
            const accuracy::CaseResult r = accuracy::RunCase(cases[i], options, stream_);
            EXPECT_TRUE(r.pass) << cases[i].name << " (id " << cases[i].id << "): " << r.detail << " (run seed "
                                << options.seed << ")";
            ++ran_;
        }
    }
    uint64_t seq_ = 0;
    size_t ran_ = 0;
};

TEST_P(OperatorRows, SuiteOnEverySimdTarget)
{
    std::vector<TestCase> small;
    for (const TestCase &c : SuiteOf(Op())) {
        if (Runs(c) && LargestTensor(c) <= kSmallElements) {
            small.push_back(c);
        }
    }
    ASSERT_GT(small.size(), 20u) << "the suite has too few small cases to stand for the operator";
    ForEachSimdTarget([&] { ExpectAllPass(small); });
}

TEST_P(OperatorRows, EverySixteenBitValueOnEverySimdTarget)
{
    std::vector<TestCase> scans;
    for (const TestCase &c : DenseCasesPerDtype(Op(), 65536)) {
        for (size_t k = 0; k < c.inputs.size(); ++k) {
            const TensorSpec &t = c.inputs[k];
            if (t.isScalar || IsMask(Op(), t) || !accuracy::IsFloating(t.dtype) ||
                accuracy::ElementBytes(t.dtype) != 2) {
                continue;
            }
            TestCase scan = c;
            scan.inputs[k].range = accuracy::ValueRange{};
            scan.inputs[k].range.kind = accuracy::ValueRange::Kind::kEveryPattern;
            scan.name += std::string(", every ") + accuracy::DtypeName(t.dtype) + " value of " + t.name;
            scans.push_back(scan);
        }
    }
    if (scans.empty()) {
        GTEST_SKIP() << Op().aclnnName << " takes no 16-bit floating dtype";
    }
    ForEachSimdTarget([&] { ExpectAllPass(scans); });
}

TEST_P(OperatorRows, EveryTiling)
{
    std::vector<TestCase> dense = DenseCasesPerDtype(Op(), Sample() > 1 ? kTilingTestElems / 4 : kTilingTestElems);
    ASSERT_FALSE(dense.empty()) << "the suite has no dense case to scale up";
    if (Sample() > 1) {
        dense = {dense[TestSeed() % dense.size()]};
    }
    ForEveryTiling([&] { ExpectAllPass(dense); });
}

INSTANTIATE_TEST_SUITE_P(Table, OperatorRows, ::testing::Range<size_t>(0, optable::AllOperators().size()), RowName);

}  // namespace
}  // namespace aclp_test
