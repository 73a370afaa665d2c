// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnAddRelu and aclnnInplaceAddRelu results, judged bitwise against the operator's golden (op_def/
// add_relu_def.cpp, the one the accuracy tool judges with) through the accuracy tool's runner: every dtype, mixed
// dtypes (integer with floating, 16-bit with FLOAT, signed with unsigned), out of other dtypes, alpha 1 (a plain
// sum), others (a fused multiply-add), NaN (a NaN sum), integer alphas that wrap,
// broadcasting, strided views, in place,. Inputs are drawn from the seed the test main prints, mixed with NaN, +-Inf,
// +-0 and subnormals.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_add_relu.h"
#include "common/case_runner.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "dtypes.h"
#include "nlohmann/json.hpp"
#include "operator_def.h"

namespace aclp_test {
namespace {

using nlohmann::json;

class AddReluResults : public CaseRunnerTest {
protected:
    void Expect(const json &self, const json &other, const char *alphaDtype, const json &alpha, const json &out)
    {
        json c = {
            {"aclnn_name", "aclnnAddRelu"},
            {"standard", "bitwise"},
            {"inputs",
             {self, other, {{"name", "alpha"}, {"type", "scalar"}, {"dtype", alphaDtype}, {"range_values", alpha}}}}};
        if (!out.is_null()) {
            c["outputs"] = {out};
        }
        ExpectPasses(c);
    }
};

json Tensor(const char *name, const char *dtype, const std::vector<int64_t> &shape)
{
    const bool floating = std::string(dtype).rfind("fp", 0) == 0 || std::string(dtype) == "bf16";
    json t = {{"name", name}, {"type", "tensor"}, {"dtype", dtype}, {"shape", shape}};
    if (floating) {
        t["range_values"] = {-8, 8};
        t["outlier_values"] = {{"values", {"nan", "-nan", "inf", "-inf", 0.0, "-0.0", 1e-40, -1e-40, 3e38, -3e38}},
                               {"ratio", 0.2}};
    } else {
        t["range_values"] = std::string(dtype) == "uint8" ? json{0, 255} : json{-128, 127};
    }
    return t;
}

const char *const kFloats[] = {"fp32", "fp16", "bf16"};
const char *const kIntegers[] = {"int8", "uint8", "int16", "int32", "int64"};

TEST_F(AddReluResults, FloatingDtypesAndAlphas)
{
    const std::vector<std::pair<const char *, json>> alphas = {
        {"fp32", 1.0}, {"fp32", 0.1}, {"fp64", -2.5}, {"fp32", "nan"}, {"fp32", "inf"},
        {"int32", 3},  {"fp16", 0.5}, {"bf16", -1.0}, {"fp32", 0.0},   {"bool", 1}};
    for (const char *a : kFloats) {
        for (const char *b : kFloats) {
            for (const char *o : kFloats) {
                for (size_t k = 0; k < alphas.size(); k += (a == b && b == o) ? 1 : 3) {
                    Expect(Tensor("self", a, {3, 67}), Tensor("other", b, {3, 67}), alphas[k].first, alphas[k].second,
                           {{"name", "out"}, {"dtype", o}});
                }
            }
        }
    }
}

TEST_F(AddReluResults, IntegerAndMixedDtypes)
{
    for (const char *a : kIntegers) {
        for (const char *b : kIntegers) {
            Expect(Tensor("self", a, {5, 41}), Tensor("other", b, {5, 41}), "int32", 1, nullptr);
            Expect(Tensor("self", a, {5, 41}), Tensor("other", b, {5, 41}), "int64", -3, nullptr);
        }
        // Alphas that wrap in narrow dtypes, BOOL alpha, an out of a floating dtype.
        Expect(Tensor("self", a, {7, 9}), Tensor("other", a, {7, 9}), "int32", 300, nullptr);
        Expect(Tensor("self", a, {7, 9}), Tensor("other", a, {7, 9}), "bool", 1, nullptr);
        for (const char *o : kFloats) {
            Expect(Tensor("self", a, {7, 9}), Tensor("other", a, {7, 9}), "int8", 2, {{"name", "out"}, {"dtype", o}});
        }
        // An integer with a floating input: the integer converted to the floating (promoted) dtype.
        for (const char *f : kFloats) {
            Expect(Tensor("self", a, {4, 33}), Tensor("other", f, {4, 33}), "fp32", 0.75, nullptr);
            Expect(Tensor("self", f, {4, 33}), Tensor("other", a, {4, 33}), "fp32", 1.0, nullptr);
        }
    }
    // int64 values beyond float32's precision, into FLOAT16 and BFLOAT16 out.
    json big = Tensor("self", "int64", {64});
    big["range_values"] = {-9.0e18, 9.0e18};
    Expect(big, Tensor("other", "int64", {64}), "int64", 1, {{"name", "out"}, {"dtype", "bf16"}});
}

TEST_F(AddReluResults, BroadcastViewsAndInPlace)
{
    for (const char *d : {"fp32", "bf16", "int32"}) {
        Expect(Tensor("self", d, {5, 1, 7}), Tensor("other", d, {4, 1}), "int32", 1, nullptr);
        Expect(Tensor("self", d, {7}), Tensor("other", d, {3, 2, 7}), "int32", 2, nullptr);
        json self = Tensor("self", d, {6, 9});
        self["strides"] = {1, 6};
        json other = Tensor("other", d, {6, 9});
        other["strides"] = {20, 2};
        other["storage_shape"] = {120};
        Expect(self, other, "int32", -1,
               {{"name", "out"}, {"strides", {1, 7}}, {"offset", 3}, {"storage_shape", {70}}});
        Expect(Tensor("self", d, {17, 33}), Tensor("other", d, {17, 33}), "int32", 1,
               {{"name", "out"}, {"alias_of", "self"}});
        Expect(Tensor("self", d, {17, 33}), Tensor("other", d, {17, 33}), "int32", 2,
               {{"name", "out"}, {"alias_of", "other"}});
        Expect(Tensor("self", d, {}), Tensor("other", d, {}), "int32", 2, nullptr);
    }
}

// PyTorch's bits where CANN's plan differs from torch.relu(torch.add(self, other, alpha=alpha)), worked out by hand:
// alpha converted to a 16-bit promoted dtype (0.3 -> 0.30078125 in BFLOAT16: 3 * alpha is 0x3f67, not 0x3f66), the
// sum rounded to the promoted dtype before an out of another dtype (BFLOAT16 1 + 2^-8 is 1, not 1.00390625 in a
// FLOAT out), an integer input converted to the promoted dtype (INT16 257 is 256 in BFLOAT16: 256 + 1 rounds to
// 256, not 258), and a NaN alpha making the sum NaN.
struct Bits16Case {
    aclDataType selfDtype;
    uint16_t self;
    uint16_t other;  // BFLOAT16
    float alpha;
    aclDataType outDtype;
    uint32_t want;  // out's bits
};

TEST(AddReluPyTorchBits, AlphaSumAndInputsInThePromotedDtype)
{
    aclInit(nullptr);
    const Bits16Case cases[] = {
        {ACL_BF16, 0x0000, 0x4040, 0.3f, ACL_BF16, 0x3f67},     {ACL_BF16, 0x3f80, 0x3b80, 1.0f, ACL_FLOAT, 0x3f800000},
        {ACL_BF16, 0x3f80, 0x3b80, 1.0f, ACL_BF16, 0x3f80},     {ACL_INT16, 257, 0x3f80, 1.0f, ACL_BF16, 0x4380},
        {ACL_INT16, 257, 0x3f80, 1.0f, ACL_FLOAT, 0x43800000},  {ACL_BF16, 0x3f80, 0x3f80, NAN, ACL_BF16, 0x7fc0},
        {ACL_BF16, 0x0000, 0x4040, 0.3f, ACL_FLOAT, 0x3f670000}};
    for (const Bits16Case &c : cases) {
        DeviceBuffer buffer(64);
        auto *bytes = static_cast<uint8_t *>(buffer.get());
        std::memcpy(bytes, &c.self, 2);
        std::memcpy(bytes + 16, &c.other, 2);
        aclTensor *self = MakeTensor({1}, c.selfDtype, bytes);
        aclTensor *other = MakeTensor({1}, ACL_BF16, bytes + 16);
        aclTensor *out = MakeTensor({1}, c.outDtype, bytes + 32);
        aclScalar *alpha = aclCreateScalar(const_cast<float *>(&c.alpha), ACL_FLOAT);
        uint64_t ws = 0;
        aclOpExecutor *ex = nullptr;
        ASSERT_EQ(aclnnAddReluGetWorkspaceSize(self, other, alpha, out, &ws, &ex), ACLNN_SUCCESS)
            << aclGetRecentErrMsg();
        DeviceBuffer workspace(ws);
        ASSERT_EQ(aclnnAddRelu(workspace.get(), ws, ex, nullptr), ACLNN_SUCCESS) << aclGetRecentErrMsg();
        uint32_t got = 0;
        std::memcpy(&got, bytes + 32, c.outDtype == ACL_FLOAT ? 4 : 2);
        if (c.want == 0x7fc0) {
            EXPECT_EQ(got & 0x7fffu, 0x7fc0u) << std::hex << "NaN alpha gave 0x" << got;
        } else {
            EXPECT_EQ(got, c.want) << std::hex << "self 0x" << c.self << " other 0x" << c.other << " alpha " << c.alpha;
        }
        Destroy({self, other, out}, alpha);
    }
}

// aclnnInplaceAddRelu writes into selfRef what aclnnAddRelu writes into out.
TEST(InplaceAddRelu, WritesWhatAddReluWrites)
{
    aclInit(nullptr);
    DeviceBuffer buffer(4 * 64 * 4);
    float *base = static_cast<float *>(buffer.get());
    std::vector<float> self(64), other(16);
    for (size_t i = 0; i < self.size(); ++i) {
        self[i] = static_cast<float>(static_cast<int>(i % 11) - 5) * 0.7f;
    }
    for (size_t i = 0; i < other.size(); ++i) {
        other[i] = static_cast<float>(static_cast<int>(i % 5) - 2) * 1.3f;
    }
    std::copy(self.begin(), self.end(), base);
    std::copy(self.begin(), self.end(), base + 64);
    std::copy(other.begin(), other.end(), base + 128);
    aclTensor *selfRef = MakeTensor({4, 16}, ACL_FLOAT, base);
    aclTensor *selfCopy = MakeTensor({4, 16}, ACL_FLOAT, base + 64);
    aclTensor *otherT = MakeTensor({16}, ACL_FLOAT, base + 128);
    aclTensor *out = MakeTensor({4, 16}, ACL_FLOAT, base + 192);
    const float alphaValue = 0.3f;
    aclScalar *alpha = aclCreateScalar(const_cast<float *>(&alphaValue), ACL_FLOAT);
    uint64_t ws = 0;
    aclOpExecutor *ex = nullptr;
    ASSERT_EQ(aclnnInplaceAddReluGetWorkspaceSize(selfRef, otherT, alpha, &ws, &ex), ACLNN_SUCCESS)
        << aclGetRecentErrMsg();
    DeviceBuffer workspace(ws);  // other broadcast
    ASSERT_EQ(aclnnInplaceAddRelu(workspace.get(), ws, ex, nullptr), ACLNN_SUCCESS);
    ASSERT_EQ(aclnnAddReluGetWorkspaceSize(selfCopy, otherT, alpha, out, &ws, &ex), ACLNN_SUCCESS);
    ASSERT_EQ(aclnnAddRelu(workspace.get(), ws, ex, nullptr), ACLNN_SUCCESS);
    for (size_t i = 0; i < 64; ++i) {
        EXPECT_EQ(base[i], base[192 + i]) << i;
        EXPECT_GE(base[i], 0.0f) << i;
    }
    Destroy({selfRef, selfCopy, otherT, out}, alpha);
}

}  // namespace
}  // namespace aclp_test
