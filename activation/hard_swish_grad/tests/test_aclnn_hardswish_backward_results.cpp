// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardswishBackward results, judged bitwise against the operator's golden (op_def/hard_swish_grad_def.cpp, the
// one the accuracy tool judges with) through the accuracy tool's runner: every dtype, strided views, in place, 0-d,
// every SIMD target and tiling. Inputs are drawn from the seed the test main prints, mixed with NaN, +-Inf, +-0,
// subnormals and +-3 with their neighbours. Also: the golden gives PyTorch's bits where PyTorch is consistent.
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

class HardswishBackwardResults : public CaseRunnerTest {
protected:
    void Expect(const json &grad, const json &self, const json &out)
    {
        json c = {{"aclnn_name", "aclnnHardswishBackward"}, {"standard", "bitwise"}, {"inputs", {grad, self}}};
        if (!out.is_null()) {
            c["outputs"] = {out};
        }
        ExpectPasses(c);
    }
};

json Tensor(const char *name, const char *dtype, const std::vector<int64_t> &shape)
{
    const json specials = {
        "nan",           "-nan",           "inf",           "-inf",          0.0, "-0.0", 1e-40, -1e-40, 3.0, -3.0,
        2.9999997615814, -2.9999997615814, 3.0000002384186, -3.0000002384186};
    return {{"name", name},   {"type", "tensor"},        {"dtype", dtype},
            {"shape", shape}, {"range_values", {-5, 5}}, {"outlier_values", {{"values", specials}, {"ratio", 0.25}}}};
}

const char *const kDtypes[] = {"fp32", "fp16", "bf16"};

TEST_F(HardswishBackwardResults, EveryDtypeViewsAndInPlace)
{
    for (const char *d : kDtypes) {
        Expect(Tensor("gradOutput", d, {3, 341}), Tensor("self", d, {3, 341}), nullptr);
        json self = Tensor("self", d, {6, 9});
        self["strides"] = {1, 6};
        json grad = Tensor("gradOutput", d, {6, 9});
        grad["strides"] = {20, 2};
        grad["storage_shape"] = {120};
        Expect(grad, self, {{"name", "out"}, {"strides", {1, 7}}, {"offset", 3}, {"storage_shape", {70}}});
        Expect(Tensor("gradOutput", d, {17, 33}), Tensor("self", d, {17, 33}),
               {{"name", "out"}, {"alias_of", "gradOutput"}});
        Expect(Tensor("gradOutput", d, {17, 33}), Tensor("self", d, {17, 33}), {{"name", "out"}, {"alias_of", "self"}});
        Expect(Tensor("gradOutput", d, {}), Tensor("self", d, {}), nullptr);
    }
}

TEST_F(HardswishBackwardResults, EverySimdTarget)
{
    ForEverySimdTarget([&](int64_t n) {
        for (const char *d : kDtypes) {
            Expect(Tensor("gradOutput", d, {n}), Tensor("self", d, {n}), nullptr);
        }
    });
}

// Results do not depend on the thread count, the blocks or streaming stores (which large outputs take).
TEST_F(HardswishBackwardResults, ThreadCountsAndStreamingStores)
{
    ForEveryTiling([&] {
        Expect(Tensor("gradOutput", "fp32", {kTilingTestElems}), Tensor("self", "fp32", {kTilingTestElems}), nullptr);
        Expect(Tensor("gradOutput", "bf16", {kTilingTestElems}), Tensor("self", "bf16", {kTilingTestElems}),
               {{"name", "out"}, {"alias_of", "self"}});
    });
}

// The golden against torch.ops.aten.hardswish_backward(grad, self) (PyTorch 1.13, FLOAT) where PyTorch's paths
// agree: below -3 +0 (also for a -0 or NaN gradient), -3 gives -grad / 2, 1 gives grad * (5 / 6), above 3 the
// gradient bit for bit. At 3 (both ways in PyTorch) CANN's doc gives grad * 1.5, and a NaN self NaN.
TEST(HardswishBackwardGolden, FloatBitsArePyTorchs)
{
    ExpectFloatTwoInputGoldenBits(*optable::FindOperatorByName("aclnnHardswishBackward"), {},
                                  {{0x40000000, 0xc0800000, 0x00000000},
                                   {0x7fc00000, 0xc0800000, 0x00000000},
                                   {0x40000000, 0xc0400000, 0xbf800000},
                                   {0x40000000, 0x3f800000, 0x3fd55556},
                                   {0x80000000, 0x40600000, 0x80000000},
                                   {0x40000000, 0x40400000, 0x40400000},
                                   {0x40000000, 0x7fc00000, 0x7fc00000}});
}

}  // namespace
}  // namespace aclp_test
