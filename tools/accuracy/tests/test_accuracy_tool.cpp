// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The accuracy tool's own tests: generators draw the documented distributions, conversions are exact,
// each standard passes a correct output and fails a wrong one, case files parse, and the runner
// passes and fails whole cases for the right reasons.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <set>
#include <vector>

#include "acl/acl.h"
#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_relu_v2.h"
#include "case_file.h"
#include "common/case_runner.h"
#include "common/test_util.h"
#include "dtypes.h"
#include "generate.h"
#include "operators.h"
#include "runner.h"
#include "standards.h"

namespace accuracy {
namespace {

using nlohmann::json;

std::vector<double> Draw(const json &rangeValues, aclDataType dtype, size_t n, uint64_t seed)
{
    ValueRange range = ParseRangeValues(rangeValues);
    std::vector<uint8_t> raw(n * ElementBytes(dtype));
    Rng rng(seed);
    FillValues(range, dtype, raw.data(), n, rng);
    std::vector<double> values(n);
    for (size_t i = 0; i < n; ++i) {
        const uint8_t *p = raw.data() + i * ElementBytes(dtype);
        values[i] = IsFloating(dtype) ? LoadFloat(dtype, p) : static_cast<double>(LoadInteger(dtype, p));
    }
    return values;
}

void MeanStd(const std::vector<double> &v, double *mean, double *stddev)
{
    double s = 0, s2 = 0;
    for (double x : v) {
        s += x;
        s2 += x * x;
    }
    *mean = s / static_cast<double>(v.size());
    *stddev = std::sqrt(s2 / static_cast<double>(v.size()) - *mean * *mean);
}

TEST(AccuracyGenerate, UniformFloatsCoverTheRangeAndNothingElse)
{
    const uint64_t seed = aclp_test::TestSeed();
    for (aclDataType dtype : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) {
        const std::vector<double> v = Draw(json::array({-10, 10}), dtype, 200000, seed);
        double mean, stddev;
        MeanStd(v, &mean, &stddev);
        EXPECT_NEAR(mean, 0.0, 0.1) << DtypeName(dtype) << " seed " << seed;
        EXPECT_NEAR(stddev, 20.0 / std::sqrt(12.0), 0.1) << DtypeName(dtype);  // uniform: (hi-lo)/sqrt(12)
        for (double x : v) {
            ASSERT_TRUE(x >= -10.0 && x <= 10.0) << x;
        }
    }
}

TEST(AccuracyGenerate, UniformIntegersHitBothEndsInclusive)
{
    const std::vector<double> v = Draw(json::array({1, 255}), ACL_UINT8, 100000, aclp_test::TestSeed());
    std::set<double> seen(v.begin(), v.end());
    EXPECT_EQ(seen.size(), 255u);
    EXPECT_EQ(*seen.begin(), 1.0);
    EXPECT_EQ(*seen.rbegin(), 255.0);
    double mean, stddev;
    MeanStd(v, &mean, &stddev);
    EXPECT_NEAR(mean, 128.0, 1.5);
}

TEST(AccuracyGenerate, NormalHasTheAskedMeanAndDeviation)
{
    const json nd = {{"name", "nd"}, {"mean", json::array({3, 3})}, {"std", json::array({0.5, 0.5})}};
    const std::vector<double> v = Draw(nd, ACL_FLOAT, 200000, aclp_test::TestSeed());
    double mean, stddev;
    MeanStd(v, &mean, &stddev);
    EXPECT_NEAR(mean, 3.0, 0.01);
    EXPECT_NEAR(stddev, 0.5, 0.01);
    // Mean and deviation drawn once per tensor from the ranges given.
    const json wide = {{"name", "nd"}, {"mean", json::array({-5, 5})}, {"std", json::array({0.1, 2})}};
    const std::vector<double> w = Draw(wide, ACL_FLOAT, 100000, aclp_test::TestSeed() + 1);
    MeanStd(w, &mean, &stddev);
    EXPECT_TRUE(mean > -5.05 && mean < 5.05) << mean;
    EXPECT_TRUE(stddev > 0.09 && stddev < 2.05) << stddev;
}

TEST(AccuracyGenerate, ConstantsAndSpecialFills)
{
    for (const char *special : {"nan", "inf", "-inf"}) {
        const std::vector<double> v = Draw(json::array({special}), ACL_FLOAT16, 100, 1);
        for (double x : v) {
            if (std::string(special) == "nan") {
                ASSERT_TRUE(std::isnan(x));
            } else {
                ASSERT_EQ(x, special[0] == '-' ? -HUGE_VAL : HUGE_VAL);
            }
        }
    }
    for (double x : Draw(json(1), ACL_INT32, 10, 1)) {
        EXPECT_EQ(x, 1.0);
    }
    for (double x : Draw(json::array({1.5}), ACL_BF16, 10, 1)) {
        EXPECT_EQ(x, 1.5);
    }
    // Integers saturate: inf -> max, -inf -> min, nan -> 0.
    EXPECT_EQ(Draw(json::array({"inf"}), ACL_INT8, 1, 1)[0], 127.0);
    EXPECT_EQ(Draw(json::array({"-inf"}), ACL_INT32, 1, 1)[0], -2147483648.0);
    EXPECT_EQ(Draw(json::array({"nan"}), ACL_UINT8, 1, 1)[0], 0.0);
}

TEST(AccuracyGenerate, OutliersAreMixedInAtTheirRatio)
{
    ValueRange range = ParseRangeValues(json::array({-1, 1}));
    range.outliers = {std::numeric_limits<double>::quiet_NaN(), HUGE_VAL, -0.0};
    range.outlierRatio = 0.1;
    std::vector<float> v(100000);
    Rng rng(aclp_test::TestSeed());
    FillValues(range, ACL_FLOAT, v.data(), v.size(), rng);
    size_t nan = 0, inf = 0, negZero = 0;
    for (float x : v) {
        nan += std::isnan(x);
        inf += std::isinf(x);
        negZero += x == 0 && std::signbit(x);
    }
    EXPECT_NEAR(static_cast<double>(nan + inf + negZero) / v.size(), 0.1, 0.01);
    EXPECT_GT(nan, 2500u);
    EXPECT_GT(inf, 2500u);
    EXPECT_GT(negZero, 2500u);
}

TEST(AccuracyGenerate, StreamsAreReproducibleAndIndependent)
{
    const uint64_t seed = aclp_test::TestSeed();
    EXPECT_EQ(StreamSeed(seed, "a.json", 3, 0), StreamSeed(seed, "a.json", 3, 0));
    EXPECT_NE(StreamSeed(seed, "a.json", 3, 0), StreamSeed(seed, "a.json", 3, 1));
    EXPECT_NE(StreamSeed(seed, "a.json", 3, 0), StreamSeed(seed, "a.json", 4, 0));
    EXPECT_NE(StreamSeed(seed, "a.json", 3, 0), StreamSeed(seed, "b.json", 3, 0));
    EXPECT_EQ(Draw(json::array({-5, 5}), ACL_FLOAT, 64, 9), Draw(json::array({-5, 5}), ACL_FLOAT, 64, 9));
}

TEST(AccuracyDtypes, SixteenBitPatternsRoundTripExactly)
{
    for (aclDataType dtype : {ACL_FLOAT16, ACL_BF16}) {
        for (uint32_t b = 0; b < 65536; ++b) {
            const double v = BitsToDouble(dtype, b);
            if (std::isnan(v)) {
                EXPECT_TRUE(std::isnan(BitsToDouble(dtype, RoundToBits(dtype, v))));
                continue;
            }
            ASSERT_EQ(RoundToBits(dtype, v), b) << DtypeName(dtype) << " pattern " << b;
        }
    }
}

TEST(AccuracyDtypes, RoundingIsToNearestEven)
{
    EXPECT_EQ(RoundToBits(ACL_FLOAT16, 1.0), 0x3C00u);
    EXPECT_EQ(RoundToBits(ACL_FLOAT16, 1.0 + std::ldexp(1.0, -11)), 0x3C00u);      // tie: even
    EXPECT_EQ(RoundToBits(ACL_FLOAT16, 1.0 + 3 * std::ldexp(1.0, -11)), 0x3C02u);  // tie: even (up)
    EXPECT_EQ(RoundToBits(ACL_FLOAT16, 65519.99), 0x7BFFu);
    EXPECT_EQ(RoundToBits(ACL_FLOAT16, 65520.0), 0x7C00u);
    EXPECT_EQ(RoundToBits(ACL_FLOAT16, std::ldexp(1.0, -25)), 0x0000u);  // half the smallest subnormal: even
    EXPECT_EQ(RoundToBits(ACL_FLOAT16, std::ldexp(3.0, -26)), 0x0001u);
    EXPECT_EQ(RoundToBits(ACL_FLOAT16, -0.0), 0x8000u);
    EXPECT_EQ(RoundToBits(ACL_BF16, 1.0 + std::ldexp(1.0, -8)), 0x3F80u);
    EXPECT_EQ(RoundToBits(ACL_BF16, 1.0 + 3 * std::ldexp(1.0, -8)), 0x3F82u);
    EXPECT_EQ(RoundToBits(ACL_FLOAT, 1.0 + std::ldexp(1.0, -24)), 0x3F800000u);
    EXPECT_EQ(RoundToBits(ACL_FLOAT, 1e39), 0x7F800000u);
    EXPECT_EQ(RoundToBits(ACL_FLOAT, std::ldexp(1.0, -149)), 0x00000001u);
}

// --- standards ------------------------------------------------------------------------------------

struct Sample {
    std::vector<double> exact;
    std::vector<uint64_t> ref;
};

// Values in [-10, 10] with the golden the contract gives at the dtype (rounded to nearest).
Sample MakeSample(aclDataType dtype, size_t n, uint64_t seed)
{
    Sample s;
    Rng rng(seed);
    for (size_t i = 0; i < n; ++i) {
        const double g = -10.0 + 20.0 * rng.Uniform01();
        s.exact.push_back(g);
        s.ref.push_back(RoundToBits(dtype, g));
    }
    return s;
}

bool Judged(const std::string &standard, aclDataType dtype, const Sample &s, const std::vector<uint64_t> &actual)
{
    std::string error;
    auto judge = MakeJudge(Standard{standard, {}}, dtype, &error);
    EXPECT_TRUE(judge) << error;
    judge->Add(s.exact.data(), s.ref.data(), actual.data(), actual.size(), 0);
    return judge->Finish().pass;
}

std::vector<uint64_t> Perturbed(aclDataType dtype, const Sample &s, double relative)
{
    std::vector<uint64_t> out;
    for (double g : s.exact) {
        out.push_back(RoundToBits(dtype, g * (1.0 + relative)));
    }
    return out;
}

const std::vector<aclDataType> kFloatTypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

TEST(AccuracyStandards, CorrectOutputPassesEveryStandard)
{
    for (aclDataType dtype : kFloatTypes) {
        const Sample s = MakeSample(dtype, 4096, aclp_test::TestSeed());
        for (const char *standard : {"bitwise", "single_bm", "cv_fused_double_benchmark", "absolute"}) {
            EXPECT_TRUE(Judged(standard, dtype, s, s.ref)) << standard << " " << DtypeName(dtype);
        }
    }
}

TEST(AccuracyStandards, OneUlpFailsBitwiseOnly)
{
    for (aclDataType dtype : kFloatTypes) {
        const Sample s = MakeSample(dtype, 4096, aclp_test::TestSeed());
        std::vector<uint64_t> actual = s.ref;
        actual[77] += 1;  // one ulp, one element
        EXPECT_FALSE(Judged("bitwise", dtype, s, actual)) << DtypeName(dtype);
        EXPECT_TRUE(Judged("single_bm", dtype, s, actual)) << DtypeName(dtype);
        EXPECT_TRUE(Judged("cv_fused_double_benchmark", dtype, s, actual)) << DtypeName(dtype);
    }
}

TEST(AccuracyStandards, ThresholdSizedErrorsFail)
{
    for (aclDataType dtype : kFloatTypes) {
        const Sample s = MakeSample(dtype, 4096, aclp_test::TestSeed());
        // single_bm: every element off by 2 T gives MERE ~ 2 T >= T.
        const double t = SingleBenchmarkThreshold(dtype);
        EXPECT_FALSE(Judged("single_bm", dtype, s, Perturbed(dtype, s, 2 * t))) << DtypeName(dtype);
        EXPECT_TRUE(Judged("single_bm", dtype, s, Perturbed(dtype, s, t / 8))) << DtypeName(dtype);
        // One element with a relative error of 11 T: MARE > 10 T.
        std::vector<uint64_t> one = s.ref;
        one[5] = RoundToBits(dtype, s.exact[5] * (1.0 + 12 * t));
        EXPECT_FALSE(Judged("single_bm", dtype, s, one)) << DtypeName(dtype);
        // Double benchmark: errors 4x the benchmark's break the average and RMSE ratios.
        const double e = DoubleBenchmarkErrorThreshold(dtype);
        EXPECT_FALSE(Judged("cv_fused_double_benchmark", dtype, s, Perturbed(dtype, s, 4 * std::max(e, t))))
            << DtypeName(dtype);
    }
}

TEST(AccuracyStandards, WrongNaNFailsEveryStandard)
{
    for (aclDataType dtype : kFloatTypes) {
        const Sample s = MakeSample(dtype, 1024, aclp_test::TestSeed());
        std::vector<uint64_t> actual = s.ref;
        actual[3] = RoundToBits(dtype, std::numeric_limits<double>::quiet_NaN());
        for (const char *standard : {"bitwise", "single_bm", "cv_fused_double_benchmark", "absolute"}) {
            EXPECT_FALSE(Judged(standard, dtype, s, actual)) << standard << " " << DtypeName(dtype);
        }
        // A missing NaN fails too.
        Sample withNaN = s;
        withNaN.exact[9] = std::numeric_limits<double>::quiet_NaN();
        withNaN.ref[9] = RoundToBits(dtype, withNaN.exact[9]);
        for (const char *standard : {"bitwise", "single_bm", "cv_fused_double_benchmark", "absolute"}) {
            EXPECT_FALSE(Judged(standard, dtype, withNaN, s.ref)) << standard << " " << DtypeName(dtype);
            EXPECT_TRUE(Judged(standard, dtype, withNaN, withNaN.ref)) << standard << " " << DtypeName(dtype);
        }
    }
}

TEST(AccuracyStandards, AllZeroOutputFailsWhereTheGoldenIsNot)
{
    for (aclDataType dtype : kFloatTypes) {
        const Sample s = MakeSample(dtype, 1024, aclp_test::TestSeed());
        const std::vector<uint64_t> zeros(s.ref.size(), 0);
        for (const char *standard : {"bitwise", "single_bm", "cv_fused_double_benchmark", "absolute"}) {
            EXPECT_FALSE(Judged(standard, dtype, s, zeros)) << standard << " " << DtypeName(dtype);
        }
    }
    // Integers: equality, whatever the case's standard.
    std::string error;
    auto judge = MakeJudge(Standard{"single_bm", {}}, ACL_INT32, &error);
    const std::vector<double> exact = {5, -3};
    const std::vector<uint64_t> ref = {5, static_cast<uint32_t>(-3)}, actual = {5, static_cast<uint32_t>(-2)};
    judge->Add(exact.data(), ref.data(), actual.data(), 2, 0);
    const Verdict v = judge->Finish();
    EXPECT_FALSE(v.pass);
    EXPECT_EQ(v.standard, "equal");
    EXPECT_NE(v.detail.find("expected -3, got -2"), std::string::npos) << v.detail;
}

// single_bm compares with the CPU benchmark, the result in the output dtype: a FLOAT16 square of 3e-8 (below
// FLOAT16's normal range, where the exact value and its FLOAT16 rounding differ by up to 100%) passes when it is
// the benchmark's bits and fails when it is one subnormal step away.
TEST(AccuracyStandards, SingleBenchmarkIsTheResultInTheOutputDtype)
{
    Sample s;
    for (double g : {3e-8, 2.9e-8, 1e-9, 4.5e-8, 0.5, 1.5}) {
        s.exact.push_back(g);
        s.ref.push_back(RoundToBits(ACL_FLOAT16, g));
    }
    EXPECT_TRUE(Judged("single_bm", ACL_FLOAT16, s, s.ref));
    std::vector<uint64_t> off = s.ref;
    off[0] ^= 1;  // 0 <-> the smallest subnormal
    EXPECT_FALSE(Judged("single_bm", ACL_FLOAT16, s, off));
}

TEST(AccuracyStandards, CaseParametersOverrideTheDefaults)
{
    const Sample s = MakeSample(ACL_FLOAT16, 1024, aclp_test::TestSeed());
    const std::vector<uint64_t> off = Perturbed(ACL_FLOAT16, s, std::ldexp(1.0, -9));
    std::string error;
    auto strict = MakeJudge(Standard{"single_bm", {}}, ACL_FLOAT16, &error);
    auto loose = MakeJudge(Standard{"single_bm", {{"fp16_thd", "2**-6"}}}, ACL_FLOAT16, &error);
    strict->Add(s.exact.data(), s.ref.data(), off.data(), off.size(), 0);
    loose->Add(s.exact.data(), s.ref.data(), off.data(), off.size(), 0);
    EXPECT_FALSE(strict->Finish().pass);
    EXPECT_TRUE(loose->Finish().pass);
    EXPECT_EQ(MakeJudge(Standard{"no_such_standard", {}}, ACL_FLOAT, &error), nullptr);
    EXPECT_NE(error.find("no_such_standard"), std::string::npos);
}

// --- case files -----------------------------------------------------------------------------------

TEST(AccuracyCaseFile, ParsesEveryRangeAndStandardForm)
{
    EXPECT_EQ(ParseRangeValues(json::array({-1, 2})).kind, ValueRange::Kind::kUniform);
    EXPECT_EQ(ParseRangeValues(json(3)).constant, 3.0);
    EXPECT_TRUE(std::isnan(ParseRangeValues(json::array({"nan"})).constant));
    EXPECT_EQ(ParseRangeValues(json::array({"-inf"})).constant, -HUGE_VAL);
    for (const json &open : {json::array({"null"}), json("null"), json::array({nullptr})}) {
        const ValueRange r = ParseRangeValues(open);  // no range given: the default
        EXPECT_EQ(r.kind, ValueRange::Kind::kUniform) << open.dump();
        EXPECT_EQ(r.lo, -1.0);
        EXPECT_EQ(r.hi, 1.0);
    }
    EXPECT_EQ(ParseRangeValues(json({{"name", "nd"}, {"mean", {1, 2}}, {"std", {3, 4}}})).kind,
              ValueRange::Kind::kNormal);
    EXPECT_THROW(ParseRangeValues(json::array({3, 1})), std::runtime_error);
    EXPECT_EQ(ParseThresholdNumber(json("2**-10")), std::ldexp(1.0, -10));

    const json file = json::parse(R"([
      {"id": 7, "name": "n", "api_type": "t", "aclnn_name": "aclnnHardsigmoidBackward",
       "standard": {"acc": {"single_bm": {"type": "high_precision", "fp16_error": "2**-11"}}, "perf": "not_key"},
       "inputs": [{"name": "gradOutput", "type": "tensor", "dtype": "fp16", "shape": [2, 3], "range_values": [-1, 1]},
                  {"name": "self", "type": "tensor", "dtype": "bfloat16", "shape": [2, 3], "range_values": [1.5],
                   "strides": [1, 2], "offset": 1, "storage_shape": [8]}],
       "outputs": [{"name": "out", "dtype": "float32"}], "expected_error_msg": null},
      {"id": 8, "standard": "cv_fused_double_benchmark", "inputs": [{"name": "x", "dtype": "no_such_type"}]},
      {"id": 9, "standard": "bitwise", "api_type": "t", "inputs": [], "expected_status": 161002}
    ])");
    const std::vector<TestCase> cases = ParseAtkCases(file, "f.json");
    ASSERT_EQ(cases.size(), 3u);
    EXPECT_EQ(cases[0].id, 7);
    EXPECT_TRUE(cases[0].parseError.empty()) << cases[0].parseError;
    EXPECT_EQ(cases[0].standard.name, "single_bm");
    EXPECT_EQ(cases[0].inputs[1].dtype, ACL_BF16);
    EXPECT_EQ(cases[0].inputs[1].strides, (std::vector<int64_t>{1, 2}));
    EXPECT_EQ(cases[0].inputs[1].offset, 1);
    EXPECT_EQ(cases[0].outputs[0].dtype, ACL_FLOAT);
    EXPECT_FALSE(cases[0].outputs[0].hasShape);
    EXPECT_FALSE(cases[0].expectError);
    EXPECT_NE(cases[1].parseError.find("no_such_type"), std::string::npos);
    EXPECT_TRUE(cases[2].expectError);
    EXPECT_EQ(cases[2].expectedStatus, 161002);
    EXPECT_THROW(ParseAtkCases(json::object(), "x.json"), std::runtime_error);
}

TEST(AccuracyCaseFile, ParsesTtkTuplesAndRows)
{
    const json t = ParsePythonTuple("((-1, 1, nan, -0.0, inf),)");
    ASSERT_EQ(t.size(), 1u);
    ASSERT_EQ(t[0].size(), 5u);
    EXPECT_EQ(t[0][3], "-0.0");
    EXPECT_EQ(ParsePythonTuple("('int32', 'uint1')")[1], "uint1");
    EXPECT_EQ(ParsePythonTuple("((16,),)")[0][0], 16);
    EXPECT_EQ(ParsePythonTuple("(-19342813113834066795298816, 1)")[0].get<double>(), -19342813113834066795298816.0);
    EXPECT_THROW(ParsePythonTuple("((1, 2)"), std::runtime_error);
    const std::string csv =
        "testcase_name,op_name,input_dtypes,input_shapes,output_dtypes,output_shapes,input_data_ranges,"
        "absolute_precision\n"
        "c1,relu_grad_v2,\"('float16', 'uint1')\",\"((3, 5), (3, 5))\",\"('float16',)\",\"((3, 5),)\","
        "\"((-1, 1, nan),)\",1e-08\n";
    const std::vector<TestCase> cases = ParseTtkCsv(csv, "t.csv");
    ASSERT_EQ(cases.size(), 1u);
    EXPECT_TRUE(cases[0].parseError.empty()) << cases[0].parseError;
    EXPECT_EQ(cases[0].op, "aclnnReluGradV2");
    EXPECT_EQ(cases[0].inputs[1].range.kind, ValueRange::Kind::kRandomBits);
    EXPECT_EQ(cases[0].inputs[0].range.outliers.size(), 1u);
    EXPECT_EQ(cases[0].standard.name, "absolute");
}

// A TTK row's attributes become the entry's scalars, for every operator of the table whose kernel has any: named
// like a scalar role (a value given, or the prototype's default), one the entry has no parameter for at its default
// only, a bool parameter no attribute gives as false, an attribute the kernel does not have refused.
TEST(AccuracyCaseFile, TtkKernelAttributesBecomeScalars)
{
    const std::string head =
        "testcase_name,op_name,input_dtypes,attributes,input_shapes,output_dtypes,output_shapes,"
        "input_data_ranges,absolute_precision\n";
    size_t checked = 0;
    for (const optable::OperatorDef &def : optable::AllOperators()) {
        if (def.kernelAttributes.empty()) {
            continue;
        }
        std::string dtypes, shapes;
        for (size_t k = 0; k < def.tensorInputs.size(); ++k) {
            dtypes += "'float32', ";
            shapes += "(4,), ";
        }
        auto row = [&](const std::string &attributes) {
            return def.folder + "," + def.folder + ",\"(" + dtypes + ")\",\"" + attributes + "\",\"(" + shapes +
                   ")\",\"('float32',)\",\"((4,),)\",\"((-1, 1),)\",1e-08\n";
        };
        std::string shifted = "{";
        for (const auto &[name, fallback] : def.kernelAttributes) {
            shifted += "'" + name + "': " + std::to_string(fallback + 0.5) + ", ";
        }
        shifted += "}";
        const std::vector<TestCase> cases =
            ParseTtkCsv(head + row("{}") + row(shifted) + row("{'no_such': 1}"), "t.csv");
        ASSERT_EQ(cases.size(), 3u);
        ASSERT_TRUE(cases[0].parseError.empty()) << def.folder << ": " << cases[0].parseError;
        EXPECT_NE(cases[2].parseError.find("no counterpart"), std::string::npos) << cases[2].parseError;
        bool fixed = false;  // an attribute the entry has no parameter for: the shifted row cannot run
        for (const auto &[name, fallback] : def.kernelAttributes) {
            const TensorSpec *given[2] = {nullptr, nullptr};
            int role = -1;
            for (size_t k = 0; k < def.scalarInputs.size(); ++k) {
                for (const std::string &alias : def.scalarInputs[k]) {
                    role = alias == name ? static_cast<int>(k) : role;
                }
            }
            if (role < 0) {
                fixed = true;
                continue;
            }
            for (int r = 0; r < 2; ++r) {
                for (const TensorSpec &t : cases[r].inputs) {
                    given[r] = t.isScalar && t.name == def.scalarInputs[role][0] ? &t : given[r];
                }
            }
            ASSERT_NE(given[0], nullptr) << def.folder << " " << name;
            EXPECT_EQ(given[0]->range.constant, fallback) << def.folder << " " << name;
            if (cases[1].parseError.empty()) {
                ASSERT_NE(given[1], nullptr) << def.folder << " " << name;
                EXPECT_NEAR(given[1]->range.constant, fallback + 0.5, 1e-6) << def.folder << " " << name;
            }
        }
        if (fixed) {
            EXPECT_NE(cases[1].parseError.find("computes with"), std::string::npos) << cases[1].parseError;
        } else {
            EXPECT_TRUE(cases[1].parseError.empty()) << def.folder << ": " << cases[1].parseError;
        }
        if (def.boolAttribute >= 0) {
            bool isFalse = false;
            for (const TensorSpec &t : cases[0].inputs) {
                isFalse = isFalse || (t.isScalar && t.name == def.scalarInputs[def.boolAttribute][0] &&
                                      t.dtype == ACL_BOOL && t.range.constant == 0.0);
            }
            EXPECT_TRUE(isFalse) << def.folder;
        }
        ++checked;
    }
    EXPECT_GE(checked, 4u);
    EXPECT_EQ(ParsePythonTuple("{'a': 1, 'b': (2, 3)}")["b"][1], 3);
    EXPECT_THROW(ParsePythonTuple("{'a' 1}"), std::runtime_error);
}

TEST(AccuracyCaseFile, OfficialFilesParseCompletely)
{
    const std::string dir = std::string(ACLP_SOURCE_DIR) + "/../shared/atk-cases/";
    if (!std::ifstream(dir + "atk_aclnnThresholdBackward.json")) {
        GTEST_SKIP() << "no " << dir;
    }
    size_t total = 0;
    for (const char *f :
         {"atk_aclnnThresholdBackward.json", "all_aclnnThresholdBackward.json", "all_aclnnHardsigmoidBackward.json",
          "ttk_kernel_relu_grad_v2_st.csv", "ttk_kernel_relu_v2_st.csv"}) {
        for (const TestCase &c : LoadCaseFile(dir + f)) {
            EXPECT_TRUE(c.parseError.empty()) << f << "#" << c.id << ": " << c.parseError;
            ++total;
        }
    }
    EXPECT_EQ(total, 300u + 7u + 3u + 4u + 5u);
}

// --- whole cases through the library --------------------------------------------------------------

class AccuracyRunner : public aclp_test::CaseRunnerTest {};

TEST_F(AccuracyRunner, EveryOperatorPassesOnViewsAndSpecialValues)
{
    const char *cases[] = {
        R"([{"aclnn_name": "aclnnThresholdBackward", "standard": "bitwise", "inputs": [
            {"name": "gradOutput", "type": "tensor", "dtype": "fp16", "shape": [5, 7], "range_values": [-9, 9],
             "outlier_values": ["nan", "inf", "-0.0"]},
            {"name": "self", "type": "tensor", "dtype": "fp16", "shape": [7], "range_values": [-3, 3]},
            {"name": "threshold", "type": "scalar", "dtype": "fp32", "range_values": 0.5}],
           "outputs": [{"name": "out", "shape": [5, 7], "strides": [1, 6], "offset": 2, "storage_shape": [60]}]}])",
        R"([{"aclnn_name": "aclnnHardsigmoidBackward", "standard": "single_bm", "inputs": [
            {"name": "gradOutput", "type": "tensor", "dtype": "bf16", "shape": [4, 33], "range_values": [-5, 5]},
            {"name": "self", "type": "tensor", "dtype": "fp16", "shape": [4, 33], "range_values": [-4, 4],
             "strides": [1, 4], "storage_shape": [132]}],
           "outputs": [{"name": "out", "dtype": "fp16"}]}])",
        R"([{"aclnn_name": "aclnnReluV2", "standard": "bitwise", "inputs": [
            {"name": "self", "type": "tensor", "dtype": "int8", "shape": [3, 67], "range_values": [-128, 127]}]}])",
        R"([{"aclnn_name": "aclnnReluGradV2", "standard": "bitwise", "inputs": [
            {"name": "gradients", "type": "tensor", "dtype": "fp32", "shape": [101], "range_values": [-2, 2]},
            {"name": "mask", "type": "tensor", "dtype": "uint1", "shape": [101]}],
           "outputs": [{"name": "backprops", "alias_of": "gradients"}]}])",
    };
    for (const char *text : cases) {
        const CaseResult r = Run(text);
        EXPECT_TRUE(r.pass) << r.op << ": " << r.detail << " (seed " << aclp_test::TestSeed() << ")";
        EXPECT_GT(r.elements, 0);
    }
}

TEST_F(AccuracyRunner, ExpectedErrorsPassOnlyWithTheirStatusAndMessage)
{
    const std::string mismatch = R"([{"aclnn_name": "aclnnHardsigmoidBackward", "standard": "bitwise",
        %s "inputs": [
        {"name": "gradOutput", "type": "tensor", "dtype": "fp32", "shape": [4], "range_values": [-1, 1]},
        {"name": "self", "type": "tensor", "dtype": "fp32", "shape": [5], "range_values": [-1, 1]}]}])";
    auto with = [&](const std::string &fields) {
        std::string text = mismatch;
        text.replace(text.find("%s"), 2, fields);
        return Run(text);
    };
    EXPECT_TRUE(with(R"("expected_status": 161002, "expected_error_msg": "self",)").pass);
    const CaseResult wrongStatus = with(R"("expected_status": 161001,)");
    EXPECT_FALSE(wrongStatus.pass);
    EXPECT_NE(wrongStatus.detail.find("expected status 161001, got 161002"), std::string::npos) << wrongStatus.detail;
    EXPECT_FALSE(with(R"("expected_status": 161002, "expected_error_msg": "no such words",)").pass);
    const CaseResult unexpected = with("");
    EXPECT_FALSE(unexpected.pass);
    EXPECT_NE(unexpected.detail.find("161002"), std::string::npos);
    // A valid call that was expected to fail fails the case.
    const CaseResult valid = Run(R"([{"aclnn_name": "aclnnReluV2", "standard": "bitwise", "expected_status": 161002,
        "inputs": [{"name": "self", "type": "tensor", "dtype": "fp32", "shape": [8], "range_values": [-1, 1]}]}])");
    EXPECT_FALSE(valid.pass);
    EXPECT_NE(valid.detail.find("succeeded"), std::string::npos) << valid.detail;
}

TEST_F(AccuracyRunner, UnknownOperatorsAndBrokenCasesFail)
{
    EXPECT_FALSE(Run(R"([{"aclnn_name": "aclnnNoSuchOp", "standard": "bitwise", "inputs": []}])").pass);
    EXPECT_FALSE(Run(R"([{"aclnn_name": "aclnnReluV2", "standard": "bitwise",
        "inputs": [{"name": "self", "type": "tensor", "dtype": "fp32", "shape": [8], "range_values": [5, 1]}]}])")
                     .pass);
    EXPECT_FALSE(Run(R"([{"aclnn_name": "aclnnReluV2", "standard": "no_such_standard",
        "inputs": [{"name": "self", "type": "tensor", "dtype": "fp32", "shape": [8], "range_values": [1, 5]}]}])")
                     .pass);
}

// A case whose tensors need more memory than the budget is not run (and fails, saying why); one that fits runs,
// and so does the same case again once the first has given its memory back (jobs share one budget).
TEST_F(AccuracyRunner, CasesAboveTheMemoryBudgetAreNotRun)
{
    cases_ = ParseAtkCases(json::parse(R"([{"aclnn_name": "aclnnRelu", "standard": "bitwise", "inputs": [
        {"name": "self", "type": "tensor", "dtype": "fp32", "shape": [262144], "range_values": [-1, 1]}]}])"),
                           "unit.json");
    RunOptions options;
    options.seed = aclp_test::TestSeed();
    options.memoryBudgetBytes = size_t{4} << 20;  // 1 MiB per tensor, two tensors, about five copies each: 10 MiB
    const CaseResult refused = RunCase(cases_[0], options, stream_);
    EXPECT_FALSE(refused.pass);
    EXPECT_NE(refused.detail.find("not run"), std::string::npos) << refused.detail;
    EXPECT_NE(refused.detail.find("budget of 4 MiB"), std::string::npos) << refused.detail;
    options.memoryBudgetBytes = size_t{16} << 20;
    for (int run = 0; run < 2; ++run) {
        const CaseResult r = RunCase(cases_[0], options, stream_);
        EXPECT_TRUE(r.pass) << r.detail;
    }
}

// A ReluV2 that computes the right result and then misbehaves in one way: what no accuracy standard
// sees must still fail the case.
enum class Misdeed { kNone, kWriteOutsideView, kWritePastBuffer, kModifyInput, kWriteNothing, kFailPhase2 };
Misdeed g_misdeed = Misdeed::kNone;
aclTensor *g_self = nullptr;
aclTensor *g_out = nullptr;

size_t StorageBytes(const aclTensor *t)
{
    int64_t *dims = nullptr;
    uint64_t n = 0;
    aclGetStorageShape(t, &dims, &n);
    int64_t elements = 1;
    for (uint64_t i = 0; i < n; ++i) {
        elements *= dims[i];
    }
    delete[] dims;
    return static_cast<size_t>(elements) * sizeof(float);
}

aclnnStatus MisbehavingPhase1(aclTensor *const *in, const aclScalar *const *, aclTensor *const *out, uint64_t *ws,
                              aclOpExecutor **ex)
{
    g_self = in[0];
    g_out = out[0];
    return aclnnReluV2GetWorkspaceSize(in[0], out[0], out[1], ws, ex);
}

aclnnStatus MisbehavingPhase2(void *workspace, uint64_t size, aclOpExecutor *executor, aclrtStream stream)
{
    if (g_misdeed == Misdeed::kWriteNothing) {
        aclDestroyAclOpExecutor(executor);
        return ACL_SUCCESS;
    }
    const aclnnStatus status = aclnnReluV2(workspace, size, executor, stream);
    void *outData = nullptr, *selfData = nullptr;
    aclGetRawTensorAddr(g_out, &outData);
    aclGetRawTensorAddr(g_self, &selfData);
    switch (g_misdeed) {
        case Misdeed::kWriteOutsideView: static_cast<float *>(outData)[0] = 1.0f; break;  // out's view starts at 3
        case Misdeed::kWritePastBuffer: static_cast<uint8_t *>(outData)[StorageBytes(g_out)] ^= 1; break;
        case Misdeed::kModifyInput: static_cast<float *>(selfData)[1] += 1.0f; break;
        case Misdeed::kFailPhase2: return ACLNN_ERR_INNER;
        default: break;
    }
    return status;
}

TEST_F(AccuracyRunner, MisbehavingOperatorsFailTheCase)
{
    OpDef broken{};
    for (const OpDef &op : AllOperators()) {
        if (op.aclnnName == "aclnnReluV2") {
            broken = op;
        }
    }
    broken.phase1 = MisbehavingPhase1;
    broken.phase2 = MisbehavingPhase2;
    cases_ = ParseAtkCases(json::parse(R"([{"aclnn_name": "aclnnReluV2", "standard": "single_bm", "inputs": [
        {"name": "self", "type": "tensor", "dtype": "fp32", "shape": [4, 6], "range_values": [1, 2]}],
        "outputs": [{"name": "out", "shape": [4, 6], "strides": [12, 2], "offset": 3, "storage_shape": [52]},
                    {"name": "mask"}]}])"),
                           "unit.json");
    RunOptions options;
    options.seed = aclp_test::TestSeed();
    const std::pair<Misdeed, const char *> expectations[] = {
        {Misdeed::kWriteOutsideView, "outside its view"}, {Misdeed::kWritePastBuffer, "next to the buffer"},
        {Misdeed::kModifyInput, "was modified"},          {Misdeed::kWriteNothing, "MERE"},
        {Misdeed::kFailPhase2, "phase 2 returned"},
    };
    g_misdeed = Misdeed::kNone;
    const CaseResult good = RunCase(cases_[0], options, stream_, &broken);
    EXPECT_TRUE(good.pass) << good.detail;
    for (const auto &[misdeed, words] : expectations) {
        g_misdeed = misdeed;
        const CaseResult r = RunCase(cases_[0], options, stream_, &broken);
        EXPECT_FALSE(r.pass) << words;
        EXPECT_NE(r.detail.find(words), std::string::npos) << r.detail;
    }
    g_misdeed = Misdeed::kNone;
}

}  // namespace
}  // namespace accuracy
