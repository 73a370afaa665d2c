// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardtanhBackward results, judged bitwise against the operator's golden (op_def/hardtanh_grad_def.cpp,
// the one the accuracy tool judges with) through the accuracy tool's runner: every dtype, bounds of several
// scalar dtypes (read as float32, compared unrounded with 16-bit values), NaN and infinite bounds, min above
// max, strided views, in place. Inputs are drawn from the seed the test main
// prints, mixed with NaN, +-Inf, +-0, subnormals and the bounds' neighbours. Also: the golden gives PyTorch's
// bits, and the kernel's key comparisons agree with the golden's for every 16-bit value.
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
#include "nlohmann/json.hpp"
#include "op_host/hardtanh_grad_tiling.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

using nlohmann::json;

struct Bound {
    const char *dtype;
    json value;
};

class HardtanhBackwardResults : public CaseRunnerTest {
protected:
    // One case: gradOutput and self (json tensors), min and max, out (json output or null).
    void Expect(const json &grad, const json &self, const Bound &min, const Bound &max, const json &out)
    {
        json c = {{"aclnn_name", "aclnnHardtanhBackward"},
                  {"standard", "bitwise"},
                  {"inputs",
                   {grad,
                    self,
                    {{"name", "min"}, {"type", "scalar"}, {"dtype", min.dtype}, {"range_values", min.value}},
                    {{"name", "max"}, {"type", "scalar"}, {"dtype", max.dtype}, {"range_values", max.value}}}}};
        if (!out.is_null()) {
            c["outputs"] = {out};
        }
        ExpectPasses(c);
    }
};

// A tensor of random values in [-4, 4] with a quarter drawn from the specials and the bounds' neighbours.
json Tensor(const char *name, const char *dtype, const std::vector<int64_t> &shape, const Bound &min, const Bound &max)
{
    json specials = {"nan", "-nan", "inf", "-inf", 0.0, "-0.0", 1e-40, -1e-40, 1e-45};
    for (const Bound *b : {&min, &max}) {
        if (b->value.is_number() && std::isfinite(b->value.get<double>())) {
            const float f = static_cast<float>(b->value.get<double>());
            for (double v : {static_cast<double>(f), static_cast<double>(std::nextafter(f, HUGE_VALF)),
                             static_cast<double>(std::nextafter(f, -HUGE_VALF))}) {
                specials.push_back(v);
            }
        }
    }
    return {{"name", name},   {"type", "tensor"},        {"dtype", dtype},
            {"shape", shape}, {"range_values", {-4, 4}}, {"outlier_values", {{"values", specials}, {"ratio", 0.25}}}};
}

const char *const kDtypes[] = {"fp32", "fp16", "bf16"};

TEST_F(HardtanhBackwardResults, EveryDtypeAndBounds)
{
    // PyTorch's defaults, bounds no 16-bit float holds (one rounds up in FLOAT16), a double the float32 reading
    // rounds, integers and BOOL, zero and -0, min above max, equal bounds, NaN and infinite bounds, bounds past
    // FLOAT16's range.
    const std::vector<std::pair<Bound, Bound>> bounds = {
        {{"fp32", -1.0}, {"fp32", 1.0}},      {{"fp32", -0.3}, {"fp32", 0.30004}},
        {{"fp64", -0.1}, {"fp64", 2.2}},      {{"int32", -2}, {"int64", 3}},
        {{"bool", 0}, {"bool", 1}},           {{"fp16", -2.5}, {"bf16", 1.5}},
        {{"fp32", 0.0}, {"fp32", "-0.0"}},    {{"fp32", "-0.0"}, {"fp32", 6.0}},
        {{"fp32", 1.0}, {"fp32", -1.0}},      {{"fp32", 0.5}, {"fp32", 0.5}},
        {{"fp32", "nan"}, {"fp32", 1.0}},     {{"fp32", -1.0}, {"fp32", "nan"}},
        {{"fp32", "-inf"}, {"fp32", "inf"}},  {{"fp32", -70000.0}, {"fp32", 1e-40}},
        {{"fp32", 1e-30}, {"fp32", 70000.0}},
    };
    for (const char *d : kDtypes) {
        for (const auto &b : bounds) {
            Expect(Tensor("gradOutput", d, {3, 67}, b.first, b.second), Tensor("self", d, {3, 67}, b.first, b.second),
                   b.first, b.second, nullptr);
        }
    }
}

TEST_F(HardtanhBackwardResults, ViewsAndInPlace)
{
    const Bound lo{"fp32", -1.0}, hi{"fp32", 1.0};
    for (const char *d : kDtypes) {
        // A transposed self, a strided gradOutput, an out with an offset in a larger storage.
        json self = Tensor("self", d, {6, 9}, lo, hi);
        self["strides"] = {1, 6};
        json grad = Tensor("gradOutput", d, {6, 9}, lo, hi);
        grad["strides"] = {20, 2};
        grad["storage_shape"] = {120};
        Expect(grad, self, lo, hi, {{"name", "out"}, {"strides", {1, 7}}, {"offset", 3}, {"storage_shape", {70}}});
        // In place into gradOutput, and into self.
        Expect(Tensor("gradOutput", d, {17, 33}, lo, hi), Tensor("self", d, {17, 33}, lo, hi), lo, hi,
               {{"name", "out"}, {"alias_of", "gradOutput"}});
        Expect(Tensor("gradOutput", d, {17, 33}, lo, hi), Tensor("self", d, {17, 33}, lo, hi), lo, hi,
               {{"name", "out"}, {"alias_of", "self"}});
        // 0-d.
        Expect(Tensor("gradOutput", d, {}, lo, hi), Tensor("self", d, {}, lo, hi), lo, hi, nullptr);
    }
}

// self a view repeating one row (stride 0 across rows; the operator does not broadcast shapes), which the engine
// tests once into a row of bits: rows of every length around the vector widths on every SIMD target, and the
// longest rows the bits take (and one more) on every tiling.
json RepeatedRow(const char *dtype, int64_t rows, int64_t n, const Bound &min, const Bound &max)
{
    json self = Tensor("self", dtype, {rows, n}, min, max);
    self["strides"] = {0, 1};
    self["storage_shape"] = {n};
    return self;
}

TEST_F(HardtanhBackwardResults, SelfRepeatingOneRow)
{
    const Bound lo{"fp32", -0.5}, hi{"fp32", 2.0};
    ForEverySimdTarget([&](int64_t n) {
        for (const char *d : kDtypes) {
            Expect(Tensor("gradOutput", d, {3, n}, lo, hi), RepeatedRow(d, 3, n, lo, hi), lo, hi, nullptr);
        }
    });
    ForEveryTiling([&] {
        for (int64_t n : {aclp::kMaxGateRowElems, aclp::kMaxGateRowElems + 1}) {
            Expect(Tensor("gradOutput", "fp32", {5, n}, lo, hi), RepeatedRow("fp32", 5, n, lo, hi), lo, hi, nullptr);
            Expect(Tensor("gradOutput", "fp16", {3, n}, lo, hi), RepeatedRow("fp16", 3, n, lo, hi), lo, hi, nullptr);
        }
    });
}

// The golden against torch.ops.aten.hardtanh_backward(grad, self, -1, 1) (PyTorch 1.13, FLOAT): the bounds
// themselves and what lies beyond them are zeroed (+0 for any gradient); inside, the gradient passes bit for bit
// (-0 and NaN payloads included). A NaN self passes the gradient (CANN's kernel and PyTorch's scalar path).
TEST(HardtanhBackwardGolden, FloatBitsArePyTorchs)
{
    ExpectFloatTwoInputGoldenBits(*optable::FindOperatorByName("aclnnHardtanhBackward"), {-1.0, 1.0},
                                  {{0x3f800000, 0x3f800000, 0x0},
                                   {0xc0000000, 0xbf800000, 0x0},
                                   {0x40400000, 0x3f7fffff, 0x40400000},
                                   {0x80000000, 0xbf7fffff, 0x80000000},
                                   {0x7fc00001, 0x80000000, 0x7fc00001},
                                   {0x3e800000, 0x7fc00000, 0x3e800000},
                                   {0xbf800000, 0xff800000, 0x0},
                                   {0x40000000, 0x00000001, 0x40000000},
                                   {0x7f800000, 0x40400000, 0x0}});
}

// The kernel zeroes a 16-bit self unless it is NaN or lo < Key16(self) < hi; for every FLOAT16 and BFLOAT16 value
// and bounds around the dtypes' values, that is the golden's min < self < max.
TEST(HardtanhBackwardGolden, KernelComparisonIsTheGoldensForEverySixteenBitValue)
{
    const optable::OperatorDef &def = *optable::FindOperatorByName("aclnnHardtanhBackward");
    // Each value as min (max +Inf) and as max (min -Inf), then bounds that meet or cross.
    const float values[] = {-1.0f,    1.0f,     0.3f,     -0.30004f, 0.30078125f, 1e-6f,  -1e-40f,  0.0f,      -0.0f,
                            65504.0f, 65519.0f, 65520.0f, -65520.0f, 1e30f,       -1e30f, INFINITY, -INFINITY, NAN};
    std::vector<std::pair<float, float>> bounds = {
        {NAN, NAN}, {1.0f, -1.0f}, {0.5f, 0.5f}, {-0.0f, 0.0f}, {0.0f, 1e-40f}};
    for (float v : values) {
        bounds.emplace_back(v, INFINITY);
        bounds.emplace_back(-INFINITY, v);
    }
    for (aclDataType dtype : {ACL_FLOAT16, ACL_BF16}) {
        const uint32_t infinity = dtype == ACL_BF16 ? 0x7F80 : 0x7C00;
        for (const auto &[min, max] : bounds) {
            const aclp::HardtanhGradParams p = aclp::MakeHardtanhGradParams(dtype, min, max);
            const optable::GoldenContext ctx = TwoInputContext(dtype, {min, max});
            for (uint32_t bits = 0; bits < 65536; ++bits) {
                const int32_t magnitude = static_cast<int32_t>(bits & 0x7FFF);
                const int32_t key = (bits & 0x8000) ? -magnitude : magnitude;
                const bool kernelPasses = static_cast<uint32_t>(magnitude) > infinity || (key > p.lo && key < p.hi);
                ASSERT_EQ(kernelPasses, GoldenPassesGradient(def, ctx, bits))
                    << accuracy::DtypeName(dtype) << " min " << min << " max " << max << " self bits 0x" << std::hex
                    << bits;
            }
        }
    }
}

}  // namespace
}  // namespace aclp_test
