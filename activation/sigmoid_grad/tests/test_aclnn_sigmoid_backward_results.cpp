// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSigmoidBackward results, judged bitwise against the operator's golden (op_def/sigmoid_grad_def.cpp, the one
// the accuracy tool judges with) through the accuracy tool's runner: every dtype pair and gradInput dtype,
// broadcasting, strided views, in place, 0-d, complex dtypes (each part drawn alike)
// included. Inputs are drawn from the seed the test main prints, mixed with NaN, +-Inf, +-0 and subnormals. Also: the
// golden gives PyTorch's bits.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

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

class SigmoidBackwardResults : public CaseRunnerTest {
protected:
    void Expect(const json &grad, const json &output, const json &out)
    {
        json c = {{"aclnn_name", "aclnnSigmoidBackward"}, {"standard", "bitwise"}, {"inputs", {grad, output}}};
        if (!out.is_null()) {
            c["outputs"] = {out};
        }
        ExpectPasses(c);
    }
};

json Tensor(const char *name, const char *dtype, const std::vector<int64_t> &shape)
{
    const json specials = {"nan", "-nan", "inf", "-inf", 0.0, "-0.0", 1e-40, -1e-40, 1.0, 3e38, -3e38};
    return {{"name", name},   {"type", "tensor"},       {"dtype", dtype},
            {"shape", shape}, {"range_values", {0, 1}}, {"outlier_values", {{"values", specials}, {"ratio", 0.2}}}};
}

const char *const kDtypes[] = {"fp32", "fp16", "bf16", "fp64"};
const char *const kWithComplex[] = {"fp32", "fp16", "bf16", "fp64", "complex64", "complex128"};
const char *const kComplex[] = {"complex64", "complex128"};

bool IsComplex(const char *dtype)
{
    return dtype[0] == 'c';
}

TEST_F(SigmoidBackwardResults, EveryDtypePairAndOutDtype)
{
    for (const char *g : kDtypes) {
        for (const char *y : kDtypes) {
            for (const char *o : kDtypes) {
                Expect(Tensor("gradOutput", g, {3, 67}), Tensor("output", y, {3, 67}),
                       {{"name", "gradInput"}, {"dtype", o}});
            }
        }
    }
}

// A complex input makes the promoted dtype complex (COMPLEX64 with DOUBLE: COMPLEX128); gradInput is then complex.
TEST_F(SigmoidBackwardResults, ComplexDtypePairsAndOutDtype)
{
    for (const char *g : kWithComplex) {
        for (const char *y : kWithComplex) {
            if (!IsComplex(g) && !IsComplex(y)) {
                continue;
            }
            for (const char *o : kComplex) {
                Expect(Tensor("gradOutput", g, {3, 67}), Tensor("output", y, {3, 67}),
                       {{"name", "gradInput"}, {"dtype", o}});
            }
        }
    }
}

TEST_F(SigmoidBackwardResults, BroadcastViewsAndInPlace)
{
    for (const char *d : kWithComplex) {
        Expect(Tensor("gradOutput", d, {5, 1, 7}), Tensor("output", d, {4, 1}), nullptr);
        json output = Tensor("output", d, {6, 9});
        output["strides"] = {1, 6};
        json grad = Tensor("gradOutput", d, {6, 9});
        grad["strides"] = {20, 2};
        grad["storage_shape"] = {120};
        Expect(grad, output, {{"name", "gradInput"}, {"strides", {1, 7}}, {"offset", 3}, {"storage_shape", {70}}});
        Expect(Tensor("gradOutput", d, {17, 33}), Tensor("output", d, {17, 33}),
               {{"name", "gradInput"}, {"alias_of", "output"}});
        Expect(Tensor("gradOutput", d, {}), Tensor("output", d, {}), nullptr);
    }
}

// The golden against torch.ops.aten.sigmoid_backward(grad, y) (PyTorch 1.13, FLOAT): (grad * (1 - y)) * y with each
// product rounded.
TEST(SigmoidBackwardGolden, FloatBitsArePyTorchs)
{
    ExpectFloatTwoInputGoldenBits(*optable::FindOperatorByName("aclnnSigmoidBackward"), {},
                                  {{0x3f800000, 0x3f000000, 0x3e800000},
                                   {0x40000000, 0x3e99999a, 0x3ed70a3e},
                                   {0x3f800000, 0x3f800000, 0x00000000},
                                   {0x3f800000, 0x7fc00000, 0x7fc00000},
                                   {0x7f800000, 0x3f000000, 0x7f800000}});
}

// The complex golden against torch.ops.aten.sigmoid_backward(grad, y) (PyTorch 1.13, COMPLEX64, its vectorised path):
// grad * conj((1 - y) * y), each part of each product rounded, no fused multiply-add; the signs of zeros included.
TEST(SigmoidBackwardGolden, Complex64BitsArePyTorchs)
{
    const optable::OperatorDef &op = *optable::FindOperatorByName("aclnnSigmoidBackward");
    // {grad re, grad im, y re, y im, result re, result im}
    const uint32_t kCases[][6] = {
        {0x3f000000, 0x3f000000, 0x3f800000, 0x40000000, 0x3f800000, 0x40400000},
        {0x3f800000, 0xbf800000, 0x3f000000, 0xbf800000, 0x3fa00000, 0xbfa00000},
        {0x40000000, 0x3f800000, 0x40000000, 0x00000000, 0xc0800000, 0xc0000000},
        {0x3e99999a, 0x3dcccccd, 0x3e99999a, 0x3ecccccd, 0x3e020c4a, 0xbc343958},
        {0x3f800000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000},
        {0x00000000, 0x00000000, 0x000116c2, 0x00000000, 0x00000000, 0x00000000},
        {0x3f800000, 0x3f800000, 0x7f800000, 0x00000000, 0x7fc00000, 0x7fc00000},
    };
    optable::GoldenContext ctx;
    ctx.inDtypes = {ACL_COMPLEX64, ACL_COMPLEX64};
    ctx.outDtypes = {ACL_COMPLEX64};
    for (const auto &c : kCases) {
        optable::ElementIn in[2];
        for (int k = 0; k < 2; ++k) {
            in[k].bits = c[2 * k];
            in[k].real = accuracy::BitsToDouble(ACL_FLOAT, c[2 * k]);
            in[k].imagBits = c[2 * k + 1];
            in[k].imag = accuracy::BitsToDouble(ACL_FLOAT, c[2 * k + 1]);
        }
        optable::ElementOut out;
        op.golden(ctx, in, &out);
        // Bits, except that a NaN is any NaN (its sign is the CPU's: x86's default NaN is negative, Arm's positive).
        auto same = [](uint64_t got, uint32_t want) {
            return got == want || (std::isnan(accuracy::BitsToDouble(ACL_FLOAT, got)) &&
                                   std::isnan(accuracy::BitsToDouble(ACL_FLOAT, want)));
        };
        EXPECT_TRUE(same(out.ref, c[4])) << std::hex << out.ref << " for " << c[0] << " " << c[1] << " " << c[2] << " "
                                         << c[3];
        EXPECT_TRUE(same(out.refImag, c[5]))
            << std::hex << out.refImag << " for " << c[0] << " " << c[1] << " " << c[2] << " " << c[3];
    }
}

}  // namespace
}  // namespace aclp_test
