// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnLeakyReluBackward results, judged bitwise against the operator's golden (op_def/leaky_relu_grad_def.cpp, the
// one the accuracy tool judges with) through the accuracy tool's runner: every dtype pair and out dtype, slopes of
// every scalar dtype, selfIsResult both ways, broadcasting, strided views, in place, 0-d. Inputs are drawn from the
// seed the test main prints, mixed with NaN, +-Inf, +-0 and subnormals. Also: the golden gives PyTorch's bits.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "common/case_runner.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "common/two_input_golden_check.h"
#include "nlohmann/json.hpp"
#include "operator_def.h"

namespace aclp_test {
namespace {

using nlohmann::json;

json Slope(const char *dtype, const json &value)
{
    return {{"name", "negativeSlope"}, {"type", "scalar"}, {"dtype", dtype}, {"range_values", value}};
}

json IsResult(bool value)
{
    return {{"name", "selfIsResult"}, {"type", "attr"}, {"dtype", "bool"}, {"range_values", value}};
}

class LeakyReluBackwardResults : public CaseRunnerTest {
protected:
    void Expect(const json &grad, const json &self, const json &out, const json &slope = Slope("fp32", 0.01),
                bool isResult = false)
    {
        json c = {{"aclnn_name", "aclnnLeakyReluBackward"},
                  {"standard", "bitwise"},
                  {"inputs", {grad, self, slope, IsResult(isResult)}}};
        if (!out.is_null()) {
            c["outputs"] = {out};
        }
        ExpectPasses(c);
    }
};

json Tensor(const char *name, const char *dtype, const std::vector<int64_t> &shape)
{
    const json specials = {"nan", "-nan", "inf", "-inf", 0.0, "-0.0", 1e-40, -1e-40, 1.0, 3e38, -3e38};
    return {{"name", name},   {"type", "tensor"},        {"dtype", dtype},
            {"shape", shape}, {"range_values", {-4, 4}}, {"outlier_values", {{"values", specials}, {"ratio", 0.2}}}};
}

const char *const kDtypes[] = {"fp32", "fp16", "bf16", "fp64"};

TEST_F(LeakyReluBackwardResults, EveryDtypePairAndOutDtype)
{
    for (const char *g : kDtypes) {
        for (const char *x : kDtypes) {
            for (const char *o : kDtypes) {
                Expect(Tensor("gradOutput", g, {3, 67}), Tensor("self", x, {3, 67}), {{"name", "out"}, {"dtype", o}});
            }
        }
    }
}

// A complex out (CANN's check: any dtype the promoted one casts to) holds the result as its real part, +0 imaginary.
TEST_F(LeakyReluBackwardResults, ComplexOut)
{
    for (const char *g : kDtypes) {
        for (const char *o : {"complex64", "complex128"}) {
            Expect(Tensor("gradOutput", g, {5, 33}), Tensor("self", "fp32", {5, 33}), {{"name", "out"}, {"dtype", o}});
        }
    }
}

// Slopes of every scalar dtype, read as float32 (1e-30 multiplies into subnormals, 1e39 is +Inf in float32).
TEST_F(LeakyReluBackwardResults, SlopesOfEveryScalarDtype)
{
    const std::vector<std::pair<const char *, json>> slopes = {
        {"fp32", 0.2},   {"fp64", 1e-30},  {"fp64", 1e39}, {"fp16", -0.5},  {"bf16", 3.5},
        {"fp32", "nan"}, {"fp32", "-inf"}, {"int32", -2},  {"int64", 7},    {"int8", -1},
        {"uint8", 200},  {"int16", 300},   {"bool", 1},    {"fp32", "-0.0"}};
    for (const char *d : kDtypes) {
        for (const auto &[dtype, value] : slopes) {
            Expect(Tensor("gradOutput", d, {2, 41}), Tensor("self", d, {2, 41}), nullptr, Slope(dtype, value));
        }
    }
}

TEST_F(LeakyReluBackwardResults, SelfIsResultChangesNoValue)
{
    for (const char *d : kDtypes) {
        Expect(Tensor("gradOutput", d, {5, 9}), Tensor("self", d, {5, 9}), nullptr, Slope("fp32", 0.3), true);
        Expect(Tensor("gradOutput", d, {5, 9}), Tensor("self", d, {5, 9}), nullptr, Slope("int32", 0), true);
    }
}

TEST_F(LeakyReluBackwardResults, BroadcastViewsAndInPlace)
{
    for (const char *d : kDtypes) {
        Expect(Tensor("gradOutput", d, {5, 1, 7}), Tensor("self", d, {4, 1}), nullptr);
        json self = Tensor("self", d, {6, 9});
        self["strides"] = {1, 6};
        json grad = Tensor("gradOutput", d, {6, 9});
        grad["strides"] = {20, 2};
        grad["storage_shape"] = {120};
        Expect(grad, self, {{"name", "out"}, {"strides", {1, 7}}, {"offset", 3}, {"storage_shape", {70}}});
        Expect(Tensor("gradOutput", d, {17, 33}), Tensor("self", d, {17, 33}), {{"name", "out"}, {"alias_of", "self"}});
        Expect(Tensor("gradOutput", d, {}), Tensor("self", d, {}), nullptr);
    }
}

// The golden against torch.ops.aten.leaky_relu_backward(grad, self, 0.01, False) (PyTorch 1.13, FLOAT): the gradient
// where self > 0, else gradient * float32(0.01) (0x3c23d70a), one rounding; NaN and -0 self multiply.
TEST(LeakyReluBackwardGolden, FloatBitsArePyTorchs)
{
    ExpectFloatTwoInputGoldenBits(*optable::FindOperatorByName("aclnnLeakyReluBackward"), {0.01, 0.0},
                                  {{0x40400000, 0x3f800000, 0x40400000},
                                   {0x40400000, 0xbf800000, 0x3cf5c28f},
                                   {0x40400000, 0x80000000, 0x3cf5c28f},
                                   {0x40400000, 0x7fc00000, 0x3cf5c28f},
                                   {0x7f800000, 0xbf800000, 0x7f800000},
                                   {0xbf800000, 0x00000001, 0xbf800000}});
}

}  // namespace
}  // namespace aclp_test
