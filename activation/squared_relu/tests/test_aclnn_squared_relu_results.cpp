// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSquaredRelu results against the operator's golden (op_def/squared_relu_def.cpp, the one the accuracy tool
// judges with): every dtype, strided views, output as input's own view, 0-d; every
// FLOAT16 and BFLOAT16 value; FLOAT bits PyTorch gives. Inputs are random bit patterns (seed printed by the test
// main) mixed with NaN, +-Inf, +-0, subnormals and values whose square overflows or underflows.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "aclnnop/aclnn_squared_relu.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "common/unary_golden_check.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

const optable::OperatorDef &Def()
{
    return *optable::FindOperatorByName("aclnnSquaredRelu");
}

void CheckValues(aclDataType dtype, const Layout &inLayout, const Layout &outLayout, bool inplace,
                 const std::vector<uint64_t> &x)
{
    CheckUnaryAgainstGolden(
        Def(), {}, {dtype, dtype, inLayout, outLayout, inplace}, x,
        [](aclTensor *input, aclTensor *output, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSquaredReluGetWorkspaceSize(input, output, ws, ex);
        },
        aclnnSquaredRelu);
}

// Random values with the specials and squares at the edges of each dtype's range.
void Check(aclDataType dtype, const Layout &inLayout, const Layout &outLayout, bool inplace, std::mt19937_64 &rng)
{
    std::vector<double> specials = FloatSpecials();
    for (double v : {255.9, 256.0, 1.8446744e19, 1.9e19, 2.4e-4, 1e-4, 3e-23, 1e-23}) {
        specials.push_back(v);
    }
    CheckValues(dtype, inLayout, outLayout, inplace, MixedValues(dtype, ViewIndices(inLayout).size(), specials, rng));
}

const aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

TEST(SquaredReluResults, EveryDtype)
{
    std::mt19937_64 rng(TestSeed());
    for (aclDataType dtype : kDtypes) {
        Check(dtype, {{3, 1031}, {}}, {{3, 1031}, {}}, false, rng);
    }
}

TEST(SquaredReluResults, EverySixteenBitValue)
{
    std::vector<uint64_t> all(65536);
    for (size_t i = 0; i < all.size(); ++i) {
        all[i] = i;
    }
    for (aclDataType dtype : {ACL_FLOAT16, ACL_BF16}) {
        CheckValues(dtype, {{65536}, {}}, {{65536}, {}}, false, all);
    }
}

// FLOAT inputs and torch.relu(x) * torch.relu(x)'s bits (PyTorch 1.13): negatives, -0 and -Inf give +0, NaN
// stays NaN, 1 + 2^-23 squares to 1 + 2^-22 (the 2^-46 rounds away), 2^64 overflows to +Inf, 2^-75 underflows
// to +0, the largest subnormal's square is +0 too.
TEST(SquaredReluResults, FloatBitsArePyTorchs)
{
    const std::vector<std::pair<uint32_t, uint32_t>> pairs = {
        {0xbf800000, 0x00000000}, {0x80000000, 0x00000000}, {0xff800000, 0x00000000}, {0x7fc00000, 0x7fc00000},
        {0x3f800001, 0x3f800002}, {0x5f800000, 0x7f800000}, {0x1a000000, 0x00000000}, {0x007fffff, 0x00000000},
        {0x40400000, 0x41100000}, {0x3f000000, 0x3e800000}, {0x7f800000, 0x7f800000}, {0x00000000, 0x00000000}};
    const std::vector<uint64_t> x = ExpectFloatGoldenBits(Def(), {}, pairs);
    const auto n = static_cast<int64_t>(x.size());
    CheckValues(ACL_FLOAT, {{n}, {}}, {{n}, {}}, false, x);
}

TEST(SquaredReluResults, StridedViewsAndOutputAsInput)
{
    std::mt19937_64 rng(TestSeed() + 2);
    for (aclDataType dtype : kDtypes) {
        for (const ViewCase &v : StridedViewCases()) {
            Check(dtype, v.self, v.out, v.inplace, rng);
        }
    }
}

}  // namespace
}  // namespace aclp_test
