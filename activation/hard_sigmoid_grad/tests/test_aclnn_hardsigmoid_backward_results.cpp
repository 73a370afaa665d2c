// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnHardsigmoidBackward results against the independent golden (hardsigmoid_golden.h): every
// float32 `self`, every FLOAT16/BFLOAT16 `self` with several gradients, random data with special
// values for every dtype, promotion pair and out dtype, views, in place.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "common/engine_variants.h"
#include "common/float32_scan.h"
#include "common/test_util.h"
#include "hardsigmoid_golden.h"

namespace aclp_test {
namespace {

struct FloatType {
    aclDataType dtype;
    size_t size;
    const char *name;
};
const FloatType kInputs[] = {{ACL_FLOAT, 4, "FLOAT"}, {ACL_FLOAT16, 2, "FLOAT16"}, {ACL_BF16, 2, "BFLOAT16"}};
const FloatType kOutputs[] = {
    {ACL_FLOAT, 4, "FLOAT"}, {ACL_FLOAT16, 2, "FLOAT16"}, {ACL_BF16, 2, "BFLOAT16"}, {ACL_DOUBLE, 8, "DOUBLE"}};

aclnnStatus RunHardsigmoidBackward(aclTensor *grad, aclTensor *self, aclTensor *out)
{
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    aclnnStatus status = aclnnHardsigmoidBackwardGetWorkspaceSize(grad, self, out, &workspaceSize, &executor);
    if (status != 0)
        return status;
    void *workspace = nullptr;
    if (workspaceSize > 0)
        aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    status = aclnnHardsigmoidBackward(workspace, workspaceSize, executor, nullptr);
    aclrtSynchronizeStream(nullptr);
    if (workspace != nullptr)
        aclrtFree(workspace);
    return status;
}

// Bits of a float32 value in a floating dtype (FLOAT16/BF16 round to nearest even), for inputs.
void PutValue(const FloatType &t, std::vector<uint8_t> &bytes, size_t i, float v)
{
    if (t.dtype == ACL_FLOAT) {
        std::memcpy(&bytes[i * 4], &v, 4);
        return;
    }
    const double rounded = RoundTo(t.dtype, v);
    uint16_t bits = 0;
    if (t.dtype == ACL_BF16) {
        const uint32_t b = std::isnan(rounded) ? 0x7FC00000u : BitsFromF32(static_cast<float>(rounded));
        bits = static_cast<uint16_t>(b >> 16);
    } else {
        bits = aclFloatToFloat16(static_cast<float>(rounded));
    }
    std::memcpy(&bytes[i * 2], &bits, 2);
}

// Random values with about a third special: NaN, +-Inf, +-0, denormals, +-3 and their neighbours,
// 2.99999976f, and values whose sixth lands on rounding ties.
std::vector<uint8_t> RandomValues(const FloatType &t, size_t n, std::mt19937_64 &rng)
{
    const float specials[] = {NAN,     -NAN, INFINITY, -INFINITY,   0.0f,         -0.0f,      1e-40f,
                              -1e-40f, 3.0f, -3.0f,    2.99999976f, -2.99999976f, 3.0000002f, -3.0000002f,
                              6.0f,    1.5f, 65504.0f, 1e38f,       2.9999f,      -2.5f,      5.96e-8f};
    std::uniform_real_distribution<float> uniform(-5.0f, 5.0f);
    std::uniform_int_distribution<uint32_t> bits;
    std::vector<uint8_t> bytes(n * t.size);
    for (size_t i = 0; i < n; ++i) {
        const uint32_t r = bits(rng);
        float v = uniform(rng);
        if (r % 3 == 0)
            v = specials[(r >> 4) % (sizeof(specials) / sizeof(specials[0]))];
        if (r % 7 == 1)
            v = F32FromBits(bits(rng));  // any bit pattern
        PutValue(t, bytes, i, v);
    }
    return bytes;
}

std::string Case(const FloatType &g, const FloatType &s, const FloatType &o, const std::vector<int64_t> &shape)
{
    return std::string("grad ") + g.name + " self " + s.name + " out " + o.name + " shape " + ShapeString(shape) +
           " seed " + std::to_string(TestSeed());
}

void ExpectGolden(const FloatType &g, const FloatType &s, const FloatType &o, const std::vector<uint8_t> &grad,
                  const std::vector<uint8_t> &self, const std::vector<uint8_t> &out, const std::string &what)
{
    const size_t n = grad.size() / g.size;
    for (size_t i = 0; i < n; ++i) {
        const double want = HardsigmoidGolden(ValueOf(g.dtype, &grad[i * g.size]), ValueOf(s.dtype, &self[i * s.size]),
                                              g.dtype, s.dtype, o.dtype);
        if (!MatchesGolden(o.dtype, &out[i * o.size], want)) {
            FAIL() << what << ": element " << i << " grad " << ValueOf(g.dtype, &grad[i * g.size]) << " self "
                   << ValueOf(s.dtype, &self[i * s.size]) << " gives " << ValueOf(o.dtype, &out[i * o.size])
                   << ", golden " << want;
        }
    }
}

// One dense case; returns out's bytes.
std::vector<uint8_t> RunDense(const FloatType &g, const FloatType &s, const FloatType &o,
                              const std::vector<int64_t> &shape, const std::vector<uint8_t> &grad,
                              const std::vector<uint8_t> &self)
{
    const size_t n = static_cast<size_t>(Numel(shape));
    DeviceBuffer gb(grad.size()), sb(self.size()), ob(n * o.size);
    gb.Upload(grad);
    sb.Upload(self);
    aclTensor *gt = MakeTensor(shape, g.dtype, gb.get());
    aclTensor *st = MakeTensor(shape, s.dtype, sb.get());
    aclTensor *ot = MakeTensor(shape, o.dtype, ob.get());
    EXPECT_EQ(RunHardsigmoidBackward(gt, st, ot), 0) << Case(g, s, o, shape) << ": " << aclGetRecentErrMsg();
    Destroy({gt, st, ot});
    return ob.Download<uint8_t>(n * o.size);
}

void CheckDense(const FloatType &g, const FloatType &s, const FloatType &o, const std::vector<int64_t> &shape,
                std::mt19937_64 &rng)
{
    const size_t n = static_cast<size_t>(Numel(shape));
    std::vector<uint8_t> grad = RandomValues(g, n, rng);
    std::vector<uint8_t> self = RandomValues(s, n, rng);
    ExpectGolden(g, s, o, grad, self, RunDense(g, s, o, shape, grad, self), Case(g, s, o, shape));
}

TEST(HardsigmoidBackwardResults, EveryDtypePromotionPairAndOutDtype)
{
    std::mt19937_64 rng(TestSeed());
    const std::vector<std::vector<int64_t>> shapes = {{}, {1}, {7}, {63}, {100003}, {2, 1, 3, 2, 1, 2, 3, 2}};
    for (const FloatType &g : kInputs) {
        for (const FloatType &s : kInputs) {
            for (const FloatType &o : kOutputs) {
                for (const auto &shape : shapes) {
                    CheckDense(g, s, o, shape, rng);
                    if (HasFatalFailure())
                        return;
                }
            }
        }
    }
}

// All 2^32 float32 values of self against the scalar predicate -3 < x < 3 (grad 6 gives exactly 1).
TEST(HardsigmoidBackwardResults, EveryFloat32Self)
{
    const uint64_t mismatches = ScanFloat32SelfWithGradient(
        6.0f, 0, 0x80000000u,
        [](aclTensor *grad, aclTensor *self, aclTensor *out) { return RunHardsigmoidBackward(grad, self, out) == 0; },
        [](float x) { return x > -3.0f && x < 3.0f ? 1.0f : 0.0f; });
    EXPECT_EQ(mismatches, 0u);
}

// Every FLOAT16 and BFLOAT16 pattern of self, with several gradients, in every output dtype, on
// every SIMD target (the 16-bit conversions differ per target).
void CheckEveryHalfAndBf16Self()
{
    const float grads[] = {1.0f, -2.5f, 0.3f, NAN, INFINITY, -INFINITY, 1e-40f, 5.96e-8f, -65504.0f, 0.0f, -0.0f};
    for (const FloatType &t : {kInputs[1], kInputs[2]}) {
        std::vector<uint8_t> self(65536 * 2);
        for (uint32_t i = 0; i < 65536; ++i) {
            const uint16_t v = static_cast<uint16_t>(i);
            std::memcpy(&self[i * 2], &v, 2);
        }
        for (float gv : grads) {
            std::vector<uint8_t> grad(65536 * 2);
            for (size_t i = 0; i < 65536; ++i)
                PutValue(t, grad, i, gv);
            for (const FloatType &o : kOutputs) {
                ExpectGolden(t, t, o, grad, self, RunDense(t, t, o, {256, 256}, grad, self),
                             Case(t, t, o, {256, 256}) + " grad value " + std::to_string(gv));
                if (::testing::Test::HasFatalFailure())
                    return;
            }
        }
    }
}

TEST(HardsigmoidBackwardResults, EveryHalfAndBf16Self)
{
    ForEachSimdTarget([&] { CheckEveryHalfAndBf16Self(); });
}

TEST(HardsigmoidBackwardResults, StridedViewsAndInPlace)
{
    std::mt19937_64 rng(TestSeed() + 1);
    const std::vector<int64_t> shape = {4, 5};
    const std::vector<int64_t> transposed = {1, 4}, transposedStorage = {5, 4};
    const std::vector<int64_t> sliced = {8, 1}, slicedStorage = {10, 8};
    for (const FloatType &g : kInputs) {
        for (const FloatType &o : kOutputs) {
            const FloatType &s = kInputs[0];
            std::vector<uint8_t> gs = RandomValues(g, 20, rng), ss = RandomValues(s, 80, rng);
            std::vector<uint8_t> os(80 * o.size, 0xA5);
            DeviceBuffer gb(gs.size()), sb(ss.size()), ob(os.size());
            gb.Upload(gs);
            sb.Upload(ss);
            ob.Upload(os);
            aclTensor *gt = MakeTensor(shape, g.dtype, gb.get(), &transposed, 0, &transposedStorage);
            aclTensor *st = MakeTensor(shape, s.dtype, sb.get(), &sliced, 11, &slicedStorage);
            aclTensor *ot = MakeTensor(shape, o.dtype, ob.get(), &sliced, 3, &slicedStorage);
            ASSERT_EQ(RunHardsigmoidBackward(gt, st, ot), 0) << aclGetRecentErrMsg();
            std::vector<uint8_t> got = ob.Download<uint8_t>(os.size());
            for (int64_t r = 0; r < 4; ++r) {
                for (int64_t c = 0; c < 5; ++c) {
                    const double want =
                        HardsigmoidGolden(ValueOf(g.dtype, &gs[(c * 4 + r) * g.size]),
                                          ValueOf(s.dtype, &ss[(11 + r * 8 + c) * s.size]), g.dtype, s.dtype, o.dtype);
                    const size_t at = static_cast<size_t>(3 + r * 8 + c);
                    ASSERT_TRUE(MatchesGolden(o.dtype, &got[at * o.size], want)) << Case(g, s, o, shape);
                    std::memset(&got[at * o.size], 0xA5, o.size);
                }
            }
            for (uint8_t b : got)
                ASSERT_EQ(b, 0xA5) << "out's storage outside its view was written";
            Destroy({gt, st, ot});
        }
    }
    // In place: out is gradOutput.
    const FloatType &bf16 = kInputs[2];
    std::vector<uint8_t> grad = RandomValues(bf16, 5000, rng), self = RandomValues(bf16, 5000, rng);
    DeviceBuffer gb(grad.size()), sb(self.size());
    gb.Upload(grad);
    sb.Upload(self);
    aclTensor *gt = MakeTensor({5000}, ACL_BF16, gb.get());
    aclTensor *st = MakeTensor({5000}, ACL_BF16, sb.get());
    ASSERT_EQ(RunHardsigmoidBackward(gt, st, gt), 0);
    ExpectGolden(bf16, bf16, bf16, grad, self, gb.Download<uint8_t>(grad.size()), "in place");
    Destroy({gt, st});
}

TEST(HardsigmoidBackwardResults, EmptyTensorsNeedNoWorkspace)
{
    aclTensor *g = MakeTensor({0, 3}, ACL_BF16, nullptr);
    aclTensor *s = MakeTensor({0, 3}, ACL_FLOAT, nullptr);
    aclTensor *o = MakeTensor({0, 3}, ACL_DOUBLE, nullptr);
    uint64_t workspaceSize = 7;
    aclOpExecutor *executor = nullptr;
    ASSERT_EQ(aclnnHardsigmoidBackwardGetWorkspaceSize(g, s, o, &workspaceSize, &executor), 0);
    EXPECT_EQ(workspaceSize, 0u);
    EXPECT_EQ(aclnnHardsigmoidBackward(nullptr, 0, executor, nullptr), 0);
    Destroy({g, s, o});
}

}  // namespace
}  // namespace aclp_test
