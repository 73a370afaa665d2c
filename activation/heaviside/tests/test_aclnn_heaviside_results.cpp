// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHeaviside results, judged bitwise against the operator's golden (op_def/heaviside_def.cpp, the one the
// accuracy tool judges with) through the accuracy tool's runner: every dtype, broadcasting either way, strided
// views, in place. Inputs are drawn from the seed the test main prints, a third of
// them exact zeros of either sign, mixed with NaN, +-Inf and subnormals. Also: the golden gives PyTorch's bits.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "aclnnop/aclnn_heaviside.h"
#include "common/case_runner.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "common/two_input_golden_check.h"
#include "dtypes.h"
#include "nlohmann/json.hpp"
#include "operator_def.h"

namespace aclp_test {
namespace {

using nlohmann::json;

class HeavisideResults : public CaseRunnerTest {
protected:
    void Expect(const json &input, const json &values, const json &out)
    {
        json c = {{"aclnn_name", "aclnnHeaviside"}, {"standard", "bitwise"}, {"inputs", {input, values}}};
        if (!out.is_null()) {
            c["outputs"] = {out};
        }
        ExpectPasses(c);
    }
};

// Values in [-4, 4]; a third of the elements specials, zeros of both signs most of all.
json Tensor(const char *name, const char *dtype, const std::vector<int64_t> &shape)
{
    const json specials = {0.0, "-0.0", 0.0, "-0.0", 0.0, "-0.0", "nan", "-nan", "inf", "-inf", 1e-40, -1e-40, 1e-45};
    return {{"name", name},   {"type", "tensor"},        {"dtype", dtype},
            {"shape", shape}, {"range_values", {-4, 4}}, {"outlier_values", {{"values", specials}, {"ratio", 0.34}}}};
}

const char *const kDtypes[] = {"fp32", "fp16", "bf16"};

TEST_F(HeavisideResults, EveryDtypeAndBroadcast)
{
    for (const char *d : kDtypes) {
        Expect(Tensor("input", d, {3, 67}), Tensor("values", d, {3, 67}), nullptr);
        Expect(Tensor("input", d, {5, 1, 7}), Tensor("values", d, {4, 1}), nullptr);
        Expect(Tensor("input", d, {7}), Tensor("values", d, {3, 2, 7}), nullptr);
        Expect(Tensor("input", d, {6, 9}), Tensor("values", d, {}), nullptr);
        Expect(Tensor("input", d, {}), Tensor("values", d, {}), nullptr);
    }
}

TEST_F(HeavisideResults, ViewsAndInPlace)
{
    for (const char *d : kDtypes) {
        json input = Tensor("input", d, {6, 9});
        input["strides"] = {1, 6};
        json values = Tensor("values", d, {6, 9});
        values["strides"] = {20, 2};
        values["storage_shape"] = {120};
        Expect(input, values, {{"name", "out"}, {"strides", {1, 7}}, {"offset", 3}, {"storage_shape", {70}}});
        Expect(Tensor("input", d, {17, 33}), Tensor("values", d, {17, 33}), {{"name", "out"}, {"alias_of", "input"}});
        Expect(Tensor("input", d, {17, 33}), Tensor("values", d, {17, 33}), {{"name", "out"}, {"alias_of", "values"}});
    }
}

// FLOAT16 and BFLOAT16 run on their bits in integer lanes: every one of the 65536 inputs (zeros, subnormals, the
// largest finite values, +-Inf, every NaN) on every SIMD target, each with values drawn from the seed (NaNs too),
// judged bitwise against the golden.
TEST(HeavisideSixteenBit, EveryInputOnEverySimdTarget)
{
    const optable::OperatorDef &def = *optable::FindOperatorByName("aclnnHeaviside");
    std::mt19937_64 rng(TestSeed());
    constexpr int64_t kCount = 65536;
    std::vector<uint16_t> input(kCount), values(kCount);
    for (int64_t i = 0; i < kCount; ++i) {
        input[i] = static_cast<uint16_t>(i);
        values[i] = static_cast<uint16_t>(rng());
    }
    DeviceBuffer inBuf(kCount * 2), valBuf(kCount * 2), outBuf(kCount * 2);
    inBuf.Upload(input);
    valBuf.Upload(values);
    ForEachSimdTarget([&] {
        for (aclDataType dtype : {ACL_FLOAT16, ACL_BF16}) {
            aclTensor *in = MakeTensor({kCount}, dtype, inBuf.get());
            aclTensor *val = MakeTensor({kCount}, dtype, valBuf.get());
            aclTensor *out = MakeTensor({kCount}, dtype, outBuf.get());
            uint64_t ws = 0;
            aclOpExecutor *ex = nullptr;
            ASSERT_EQ(aclnnHeavisideGetWorkspaceSize(in, val, out, &ws, &ex), 0);
            ASSERT_EQ(aclnnHeaviside(nullptr, ws, ex, nullptr), 0);
            Destroy({in, val, out});
            const std::vector<uint16_t> got = outBuf.Download<uint16_t>(kCount);
            const optable::GoldenContext ctx = TwoInputContext(dtype, {});
            for (int64_t i = 0; i < kCount; ++i) {
                ASSERT_EQ(got[i], TwoInputGoldenBits(def, ctx, input[i], values[i]))
                    << accuracy::DtypeName(dtype) << std::hex << " input 0x" << input[i] << " values 0x" << values[i];
            }
        }
    });
}

// The golden against torch.heaviside(input, values) (PyTorch 1.13, FLOAT): +0 and -0 give values' bits (-0 and NaN
// included), positives and +Inf 1, negatives, -Inf and NaN +0.
TEST(HeavisideGolden, FloatBitsArePyTorchs)
{
    ExpectFloatTwoInputGoldenBits(*optable::FindOperatorByName("aclnnHeaviside"), {},
                                  {{0x00000000, 0x3f000000, 0x3f000000},
                                   {0x80000000, 0x3f000000, 0x3f000000},
                                   {0x00000000, 0x80000000, 0x80000000},
                                   {0x80000000, 0x7fc00000, 0x7fc00000},
                                   {0x00000001, 0x40000000, 0x3f800000},
                                   {0x80000001, 0x40000000, 0x00000000},
                                   {0x7f800000, 0x40000000, 0x3f800000},
                                   {0xff800000, 0x40000000, 0x00000000},
                                   {0x7fc00000, 0x40000000, 0x00000000},
                                   {0x40400000, 0xc0000000, 0x3f800000}});
}

}  // namespace
}  // namespace aclp_test
