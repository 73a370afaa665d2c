// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardshrinkBackward results, judged bitwise against the operator's golden (op_def/
// hard_shrink_grad_def.cpp, the one the accuracy tool judges with) through the accuracy tool's runner:
// every dtype pair and gradInput dtype, lambd of several scalar dtypes (read as float32; negative ones act
// as 0; FLOAT16 rounds it), broadcasting, strided views, in place. Inputs are
// drawn from the seed the test main prints, mixed with NaN, +-Inf, +-0, subnormals and lambd's neighbours.
// Also: the golden gives PyTorch's bits, and the kernel's one integer comparison per element agrees with
// the golden's comparison for every 16-bit value.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "common/case_runner.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "common/two_input_golden_check.h"
#include "dtypes.h"
#include "engine/strided_elementwise.h"
#include "kernels/shrink_gate.h"
#include "nlohmann/json.hpp"
#include "operator_def.h"

namespace aclp_test {
namespace {

using nlohmann::json;

class HardshrinkBackwardResults : public CaseRunnerTest {
protected:
    // One case: gradOutput and self (json tensors), lambd (dtype, value), gradInput (json output or null).
    void Expect(const json &grad, const json &self, const char *lambdDtype, const json &lambd, const json &out)
    {
        json c = {
            {"aclnn_name", "aclnnHardshrinkBackward"},
            {"standard", "bitwise"},
            {"inputs",
             {grad, self, {{"name", "lambd"}, {"type", "scalar"}, {"dtype", lambdDtype}, {"range_values", lambd}}}}};
        if (!out.is_null()) {
            c["outputs"] = {out};
        }
        ExpectPasses(c);
    }
};

// A tensor of random values in [-4, 4] with a quarter drawn from the specials and lambd's edges.
json Tensor(const char *name, const char *dtype, const std::vector<int64_t> &shape, double lambd)
{
    json specials = {"nan", "-nan", "inf", "-inf", 0.0, "-0.0", 1e-40, -1e-40, 1e-45};
    if (std::isfinite(lambd)) {
        const float f = static_cast<float>(std::fabs(lambd));
        for (double v : {static_cast<double>(f), static_cast<double>(std::nextafter(f, HUGE_VALF)),
                         static_cast<double>(std::nextafter(f, -HUGE_VALF))}) {
            specials.push_back(v);
            specials.push_back(-v);
        }
    }
    return {{"name", name},   {"type", "tensor"},        {"dtype", dtype},
            {"shape", shape}, {"range_values", {-4, 4}}, {"outlier_values", {{"values", specials}, {"ratio", 0.25}}}};
}

const char *const kDtypes[] = {"fp32", "fp16", "bf16"};

TEST_F(HardshrinkBackwardResults, EveryDtypePairOutDtypeAndLambd)
{
    // PyTorch's default, 0, values no 16-bit float holds, one FLOAT16 rounds up, tiny and huge ones, a
    // double the float32 reading rounds, integers and BOOL; negative (taken as 0), NaN and Inf.
    const std::vector<std::pair<const char *, json>> lambds = {
        {"fp32", 0.5},  {"fp32", 0},     {"fp32", 0.3},   {"fp32", 0.30004}, {"fp32", 1e-40},
        {"fp64", 0.1},  {"int32", 3},    {"bool", 1},     {"fp16", 2.5},     {"bf16", -3.0},
        {"fp32", -0.5}, {"fp32", "nan"}, {"fp32", "inf"}, {"fp32", 70000.0}, {"int64", -7}};
    for (const char *g : kDtypes) {
        for (const char *s : kDtypes) {
            for (const char *o : kDtypes) {
                for (size_t k = 0; k < lambds.size(); k += (g == s && s == o) ? 1 : 4) {
                    const double l = lambds[k].second.is_number() ? lambds[k].second.get<double>() : 0.5;
                    Expect(Tensor("gradOutput", g, {3, 67}, l), Tensor("self", s, {3, 67}, l), lambds[k].first,
                           lambds[k].second, {{"name", "gradInput"}, {"dtype", o}});
                }
            }
        }
    }
}

TEST_F(HardshrinkBackwardResults, BroadcastViewsAndInPlace)
{
    for (const char *d : kDtypes) {
        // Broadcasting either way, and both ways at once.
        Expect(Tensor("gradOutput", d, {5, 1, 7}, 1.0), Tensor("self", d, {4, 1}, 1.0), "fp32", 1.0, nullptr);
        Expect(Tensor("gradOutput", d, {7}, 1.0), Tensor("self", d, {3, 2, 7}, 1.0), "fp32", 1.0, nullptr);
        // A transposed self, a strided gradOutput, a gradInput with an offset in a larger storage.
        json self = Tensor("self", d, {6, 9}, 0.5);
        self["strides"] = {1, 6};
        json grad = Tensor("gradOutput", d, {6, 9}, 0.5);
        grad["strides"] = {20, 2};
        grad["storage_shape"] = {120};
        Expect(grad, self, "fp32", 0.5,
               {{"name", "gradInput"}, {"strides", {1, 7}}, {"offset", 3}, {"storage_shape", {70}}});
        // In place into gradOutput, and into self.
        Expect(Tensor("gradOutput", d, {17, 33}, 0.5), Tensor("self", d, {17, 33}, 0.5), "fp32", 0.5,
               {{"name", "gradInput"}, {"alias_of", "gradOutput"}});
        Expect(Tensor("gradOutput", d, {17, 33}, 2.0), Tensor("self", d, {17, 33}, 2.0), "fp64", 2.0,
               {{"name", "gradInput"}, {"alias_of", "self"}});
        // 0-d.
        Expect(Tensor("gradOutput", d, {}, 0.5), Tensor("self", d, {}, 0.5), "fp32", 0.5, nullptr);
    }
}

// self broadcast across rows, which the engine tests once into a row of bits: rows of every length around the vector
// widths on every SIMD target, and the longest rows the bits take (and one more) on every tiling.
TEST_F(HardshrinkBackwardResults, SelfBroadcastAcrossRows)
{
    ForEverySimdTarget([&](int64_t n) {
        for (const char *d : kDtypes) {
            Expect(Tensor("gradOutput", d, {3, n}, 0.5), Tensor("self", d, {1, n}, 0.5), "fp32", 0.5, nullptr);
        }
    });
    ForEveryTiling([&] {
        for (int64_t n : {aclp::kMaxGateRowElems, aclp::kMaxGateRowElems + 1}) {
            Expect(Tensor("gradOutput", "fp32", {5, n}, 1.0), Tensor("self", "fp32", {n}, 1.0), "fp32", 1.0, nullptr);
            Expect(Tensor("gradOutput", "bf16", {3, n}, 0.5), Tensor("self", "bf16", {1, n}, 0.5), "fp32", 0.5,
                   nullptr);
        }
    });
}

// The golden against torch.ops.aten.hardshrink_backward(grad, self, 0.5) (PyTorch 1.13, FLOAT): the band's
// bounds and -0 are zeroed; NaN, -Inf and the floats just outside the band pass the gradient (-0 included).
TEST(HardshrinkBackwardGolden, FloatBitsArePyTorchs)
{
    ExpectFloatTwoInputGoldenBits(*optable::FindOperatorByName("aclnnHardshrinkBackward"), {0.5},
                                  {{0x3f800000, 0x3f000000, 0x0},
                                   {0xc0000000, 0xbf000000, 0x0},
                                   {0x40400000, 0x3f000001, 0x40400000},
                                   {0x80000000, 0xbf000001, 0x80000000},
                                   {0x7fc00001, 0x80000000, 0x0},
                                   {0x3e800000, 0x7fc00000, 0x3e800000},
                                   {0xbf800000, 0xff800000, 0xbf800000},
                                   {0x40000000, 0x00000001, 0x0},
                                   {0x7f800000, 0x40400000, 0x7f800000}});
}

// The kernel zeroes where (self's bits without the sign) < limit; for every FLOAT16 and BFLOAT16 value and
// lambds around the dtypes' values, that is the golden's |self| <= lambd.
TEST(HardshrinkBackwardGolden, KernelComparisonIsTheGoldensForEverySixteenBitValue)
{
    const optable::OperatorDef &def = *optable::FindOperatorByName("aclnnHardshrinkBackward");
    for (aclDataType dtype : {ACL_FLOAT16, ACL_BF16}) {
        for (float lambd : {0.5f, 0.3f, 0.30004f, 0.30078125f, 1e-6f, 1e-40f, 0.0f, -0.0f, -1.0f, 65504.0f, 65519.0f,
                            65520.0f, 1e30f, INFINITY, NAN}) {
            const int32_t limit = aclp::MakeShrinkGateParams(dtype, lambd < 0.0f ? 0.0f : lambd).limit;
            const optable::GoldenContext ctx = TwoInputContext(dtype, {lambd});
            for (uint32_t bits = 0; bits < 65536; ++bits) {
                const bool kernelZeroes = static_cast<int32_t>(bits & 0x7FFF) < limit;
                ASSERT_EQ(kernelZeroes, !GoldenPassesGradient(def, ctx, bits))
                    << accuracy::DtypeName(dtype) << " lambd " << lambd << " self bits 0x" << std::hex << bits;
            }
        }
    }
}

}  // namespace
}  // namespace aclp_test
