// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnSeluBackward results, judged bitwise against the operator's golden (op_def/selu_grad_def.cpp, the one the
// accuracy tool judges with) through the accuracy tool's runner: every dtype (the integers through FLOAT16, with
// values past FLOAT16's range), strided views, in place, 0-d. Inputs are drawn from
// the seed the test main prints, mixed with NaN, +-Inf, +-0 and subnormals. Also: the golden gives PyTorch's bits.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "aclnnop/aclnn_selu_backward.h"
#include "common/case_runner.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "common/two_input_golden_check.h"
#include "nlohmann/json.hpp"
#include "operator_def.h"

namespace aclp_test {
namespace {

using nlohmann::json;

class SeluBackwardResults : public CaseRunnerTest {
protected:
    void Expect(const json &grad, const json &result, const json &out)
    {
        json c = {{"aclnn_name", "aclnnSeluBackward"}, {"standard", "bitwise"}, {"inputs", {grad, result}}};
        if (!out.is_null()) {
            c["outputs"] = {out};
        }
        ExpectPasses(c);
    }
};

json Tensor(const char *name, const char *dtype, const std::vector<int64_t> &shape)
{
    const std::string d = dtype;
    if (d == "int32" || d == "int8") {
        return {{"name", name},
                {"type", "tensor"},
                {"dtype", dtype},
                {"shape", shape},
                {"range_values", d == "int8" ? json{-128, 127} : json{-100000, 100000}}};
    }
    const json specials = {"nan", "-nan", "inf", "-inf", 0.0, "-0.0", 1e-40, -1e-40, -1.7580993175506592, 3e38, -3e38};
    return {{"name", name},   {"type", "tensor"},        {"dtype", dtype},
            {"shape", shape}, {"range_values", {-4, 4}}, {"outlier_values", {{"values", specials}, {"ratio", 0.2}}}};
}

const char *const kDtypes[] = {"fp32", "fp16", "bf16", "int32", "int8"};

TEST_F(SeluBackwardResults, EveryDtypeViewsAndInPlace)
{
    for (const char *d : kDtypes) {
        Expect(Tensor("gradOutput", d, {3, 341}), Tensor("result", d, {3, 341}), nullptr);
        json result = Tensor("result", d, {6, 9});
        result["strides"] = {1, 6};
        json grad = Tensor("gradOutput", d, {6, 9});
        grad["strides"] = {20, 2};
        grad["storage_shape"] = {120};
        Expect(grad, result, {{"name", "gradInput"}, {"strides", {1, 7}}, {"offset", 3}, {"storage_shape", {70}}});
        Expect(Tensor("gradOutput", d, {17, 33}), Tensor("result", d, {17, 33}),
               {{"name", "gradInput"}, {"alias_of", "gradOutput"}});
        Expect(Tensor("gradOutput", d, {17, 33}), Tensor("result", d, {17, 33}),
               {{"name", "gradInput"}, {"alias_of", "result"}});
        Expect(Tensor("gradOutput", d, {}), Tensor("result", d, {}), nullptr);
    }
}

// Every pair of INT8 values (256 x 256, all the inputs INT8 has) on every SIMD target against the golden: the
// kernel's INT8 vectors leave out the NaN and overflow handling INT32 needs, which is right only if no INT8 pair
// reaches them.
TEST(SeluBackwardInt8, EveryPairOnEverySimdTarget)
{
    const optable::OperatorDef &def = *optable::FindOperatorByName("aclnnSeluBackward");
    constexpr size_t kPairs = 65536;
    std::vector<int8_t> grad(kPairs), result(kPairs), want(kPairs);
    optable::GoldenContext ctx;
    ctx.inDtypes = {ACL_INT8, ACL_INT8};
    ctx.outDtypes = {ACL_INT8};
    for (size_t i = 0; i < kPairs; ++i) {
        grad[i] = static_cast<int8_t>(static_cast<uint8_t>(i));
        result[i] = static_cast<int8_t>(static_cast<uint8_t>(i >> 8));
        optable::ElementIn in[2];
        in[0].integer = grad[i];
        in[0].real = grad[i];
        in[1].integer = result[i];
        in[1].real = result[i];
        optable::ElementOut out;
        def.golden(ctx, in, &out);
        want[i] = static_cast<int8_t>(static_cast<uint8_t>(out.ref));
    }
    DeviceBuffer gb(kPairs), rb(kPairs), ob(kPairs);
    gb.Upload(grad);
    rb.Upload(result);
    const std::vector<int64_t> shape = {256, 256};
    ForEachSimdTarget([&] {
        ob.Upload(std::vector<int8_t>(kPairs, 0x55));
        aclTensor *g = MakeTensor(shape, ACL_INT8, gb.get());
        aclTensor *r = MakeTensor(shape, ACL_INT8, rb.get());
        aclTensor *o = MakeTensor(shape, ACL_INT8, ob.get());
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        ASSERT_EQ(aclnnSeluBackwardGetWorkspaceSize(g, r, o, &workspaceSize, &executor), ACL_SUCCESS);
        DeviceBuffer workspace(workspaceSize);
        ASSERT_EQ(aclnnSeluBackward(workspace.get(), workspaceSize, executor, nullptr), ACL_SUCCESS);
        ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);
        Destroy({g, r, o});
        const std::vector<int8_t> got = ob.Download<int8_t>(kPairs);
        size_t mismatches = 0;
        for (size_t i = 0; i < kPairs; ++i) {
            if (got[i] != want[i] && ++mismatches <= 5) {
                ADD_FAILURE() << "grad " << int{grad[i]} << ", result " << int{result[i]} << " gives " << int{got[i]}
                              << ", the golden " << int{want[i]};
            }
        }
        EXPECT_EQ(mismatches, 0u);
    });
}

// The golden against torch.ops.aten.elu_backward(grad, alpha, scale, 1, True, result) with SELU's constants (PyTorch
// 1.13, FLOAT): result 0 and -0 take the first branch (grad * 1.7580993), a positive or NaN result grad * 1.0507010,
// -1.7580993 gives a zero of the gradient's sign, -Inf a NaN or an infinity.
TEST(SeluBackwardGolden, FloatBitsArePyTorchs)
{
    ExpectFloatTwoInputGoldenBits(*optable::FindOperatorByName("aclnnSeluBackward"), {},
                                  {{0x3f800000, 0x00000000, 0x3fe10966},
                                   {0x3f800000, 0x80000000, 0x3fe10966},
                                   {0x40000000, 0x3f800000, 0x40067d5f},
                                   {0x40000000, 0x7fc00000, 0x40067d5f},
                                   {0xbf800000, 0xbfe10966, 0x80000000},
                                   {0x3f800000, 0xff800000, 0xff800000}});
}

}  // namespace
}  // namespace aclp_test
