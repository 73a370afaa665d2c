// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The two phases behind graph mode's Threshold (Caffe's: y = x > threshold ? 1 : 0), called directly: the
// bits against a double golden on every SIMD target and every tiling, FLOAT, FLOAT16 and BFLOAT16 drawn from
// the printed seed with NaN, +-Inf, +-0, subnormals, +-3 and the float just below 3 mixed in; y a strided
// view; the refusals' status codes and messages.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "op_api/threshold_step.h"

namespace aclp_test {
namespace {

// x's bits for n elements of `dtype`: random values in [-4, 4) with the special values at the front.
std::vector<uint8_t> RandomInput(aclDataType dtype, int64_t n, std::mt19937_64 &rng)
{
    const float inf = std::numeric_limits<float>::infinity();
    const float specials[] = {std::numeric_limits<float>::quiet_NaN(),
                              -std::numeric_limits<float>::quiet_NaN(),
                              inf,
                              -inf,
                              0.0f,
                              -0.0f,
                              1e-40f,
                              -1e-40f,
                              3.0f,
                              -3.0f,
                              std::nextafter(3.0f, 0.0f),
                              0.3f,
                              std::nextafter(0.3f, inf),
                              std::nextafter(0.3f, -inf)};
    std::uniform_real_distribution<float> uniform(-4.0f, 4.0f);
    const size_t size = dtype == ACL_FLOAT ? 4 : 2;
    std::vector<uint8_t> bytes(static_cast<size_t>(n) * size);
    for (int64_t i = 0; i < n; ++i) {
        const float v = static_cast<size_t>(i) < sizeof(specials) / sizeof(float) ? specials[i] : uniform(rng);
        uint32_t bits = BitsFromF32(v);
        if (dtype == ACL_FLOAT16) {
            bits = std::uniform_int_distribution<uint32_t>(0, 0xFFFF)(rng);  // every pattern is a case
            if (static_cast<size_t>(i) < 4) {
                bits = (i & 1) ? 0xFE01u : 0x7C00u;  // a negative NaN, +inf
            }
        } else if (dtype == ACL_BF16) {
            bits >>= 16;  // truncation keeps NaN a NaN
        }
        std::memcpy(&bytes[static_cast<size_t>(i) * size], &bits, size);
    }
    return bytes;
}

double ValueAt(const std::vector<uint8_t> &bytes, aclDataType dtype, size_t i)
{
    if (dtype == ACL_FLOAT) {
        float f;
        std::memcpy(&f, &bytes[i * 4], 4);
        return f;
    }
    uint16_t h;
    std::memcpy(&h, &bytes[i * 2], 2);
    return dtype == ACL_FLOAT16 ? HalfToDouble(h) : Bf16ToDouble(h);
}

uint32_t OneBits(aclDataType dtype)
{
    return dtype == ACL_FLOAT ? 0x3F800000u : dtype == ACL_FLOAT16 ? 0x3C00u : 0x3F80u;
}

// Runs both phases on x (shape {n}) into y: dense, or every other element of a buffer twice as long.
aclnnStatus RunStep(aclDataType dtype, const std::vector<uint8_t> &x, int64_t n, float threshold, bool stridedY,
                    std::vector<uint8_t> *yBuffer)
{
    const size_t size = dtype == ACL_FLOAT ? 4 : 2;
    std::vector<uint8_t> xCopy = x;
    yBuffer->assign(static_cast<size_t>(n) * size * (stridedY ? 2 : 1), 0xAB);
    const std::vector<int64_t> shape = {n};
    const std::vector<int64_t> strides = {stridedY ? 2 : 1};
    const std::vector<int64_t> storage = {n * (stridedY ? 2 : 1)};
    aclTensor *xt = MakeTensor(shape, dtype, xCopy.data());
    aclTensor *yt = MakeTensor(shape, dtype, yBuffer->data(), &strides, 0, &storage);
    aclScalar *t = aclCreateScalar(&threshold, ACL_FLOAT);
    uint64_t ws = 0;
    aclOpExecutor *ex = nullptr;
    aclnnStatus status = aclp::ThresholdStepGetWorkspaceSize(xt, t, yt, &ws, &ex);
    if (status == ACLNN_SUCCESS) {
        std::vector<uint8_t> workspace(ws + 1);
        status = aclp::ThresholdStep(ws > 0 ? workspace.data() : nullptr, ws, ex, nullptr);
    }
    Destroy({xt, yt}, t);
    return status;
}

void ExpectStepBits(aclDataType dtype, int64_t n, float threshold, bool stridedY, std::mt19937_64 &rng)
{
    const std::vector<uint8_t> x = RandomInput(dtype, n, rng);
    std::vector<uint8_t> y;
    ASSERT_EQ(RunStep(dtype, x, n, threshold, stridedY, &y), ACLNN_SUCCESS) << aclGetRecentErrMsg();
    const size_t size = dtype == ACL_FLOAT ? 4 : 2;
    size_t wrong = 0;
    for (size_t i = 0; i < static_cast<size_t>(n); ++i) {
        uint32_t got = 0, gap = 0;
        const size_t at = i * size * (stridedY ? 2 : 1);
        std::memcpy(&got, &y[at], size);
        const uint32_t want = ValueAt(x, dtype, i) > static_cast<double>(threshold) ? OneBits(dtype) : 0u;
        if (stridedY) {
            std::memcpy(&gap, &y[at + size], size);
            const uint32_t untouched = size == 4 ? 0xABABABABu : 0xABABu;
            if (gap != untouched && wrong++ < 5) {
                ADD_FAILURE() << "the gap after element " << i << " was written";
            }
        }
        if (got != want && wrong++ < 5) {
            ADD_FAILURE() << "element " << i << " x " << ValueAt(x, dtype, i) << " threshold " << threshold
                          << " gave 0x" << std::hex << got << ", want 0x" << want;
        }
    }
    EXPECT_EQ(wrong, 0u);
}

constexpr aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

TEST(ThresholdStep, EveryTilingAndAStridedOutput)
{
    std::mt19937_64 rng(TestSeed() + 1);
    ForEveryTiling([&] {
        for (aclDataType dtype : kDtypes) {
            SCOPED_TRACE(static_cast<int>(dtype));
            ExpectStepBits(dtype, kTilingTestElems, -1.5f, false, rng);
        }
    });
    for (aclDataType dtype : kDtypes) {
        ExpectStepBits(dtype, 1001, 0.3f, true, rng);
    }
}

TEST(ThresholdStep, RefusalsNameTheParameter)
{
    std::vector<float> x(4, 1.0f), y(4);
    std::vector<double> d(4);
    float threshold = 0.0f;
    aclTensor *xt = MakeTensor({4}, ACL_FLOAT, x.data());
    aclTensor *yt = MakeTensor({4}, ACL_FLOAT, y.data());
    aclTensor *y2 = MakeTensor({2, 2}, ACL_FLOAT, y.data());
    aclTensor *xd = MakeTensor({4}, ACL_DOUBLE, d.data());
    aclTensor *yd = MakeTensor({4}, ACL_DOUBLE, d.data());
    aclScalar *t = aclCreateScalar(&threshold, ACL_FLOAT);
    uint64_t ws = 0;
    aclOpExecutor *ex = nullptr;
    EXPECT_EQ(aclp::ThresholdStepGetWorkspaceSize(nullptr, t, yt, &ws, &ex), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("x"), std::string::npos) << aclGetRecentErrMsg();
    EXPECT_EQ(aclp::ThresholdStepGetWorkspaceSize(xt, nullptr, yt, &ws, &ex), ACLNN_ERR_PARAM_NULLPTR);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("threshold"), std::string::npos) << aclGetRecentErrMsg();
    EXPECT_EQ(aclp::ThresholdStepGetWorkspaceSize(xd, t, yd, &ws, &ex), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("DOUBLE"), std::string::npos) << aclGetRecentErrMsg();
    EXPECT_EQ(aclp::ThresholdStepGetWorkspaceSize(xt, t, yd, &ws, &ex), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("y"), std::string::npos) << aclGetRecentErrMsg();
    EXPECT_EQ(aclp::ThresholdStepGetWorkspaceSize(xt, t, y2, &ws, &ex), ACLNN_ERR_PARAM_INVALID);
    EXPECT_NE(std::string(aclGetRecentErrMsg()).find("shape"), std::string::npos) << aclGetRecentErrMsg();
    EXPECT_EQ(y, std::vector<float>(4, 0.0f));  // nothing written by a refused call
    Destroy({xt, yt, y2, xd, yd}, t);
}

}  // namespace
}  // namespace aclp_test
