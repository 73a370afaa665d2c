// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnReluV2 and aclnnReluGradV2, the 1-bit mask pair: the mask layout against a bit-by-bit golden
// (numpy packbits(x > 0, bitorder="little") semantics), y = max(x, 0), the backward select, the round
// trip against aclnnThresholdBackward, CANN's TTK kernel cases; threads that share
// no mask byte, views, and the status matrix.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "aclnnop/aclnn_relu_v2.h"
#include "aclnnop/aclnn_threshold_backward.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "engine/machine.h"

namespace aclp_test {
namespace {

struct Dtype {
    aclDataType dtype;
    size_t size;
    const char *name;
};
const Dtype kReluV2Dtypes[] = {{ACL_FLOAT, 4, "FLOAT"}, {ACL_FLOAT16, 2, "FLOAT16"}, {ACL_BF16, 2, "BFLOAT16"},
                               {ACL_INT8, 1, "INT8"},   {ACL_UINT8, 1, "UINT8"},     {ACL_INT32, 4, "INT32"},
                               {ACL_INT64, 8, "INT64"}};
const Dtype kReluGradV2Dtypes[] = {{ACL_FLOAT, 4, "FLOAT"}, {ACL_FLOAT16, 2, "FLOAT16"}, {ACL_BF16, 2, "BFLOAT16"},
                                   {ACL_INT8, 1, "INT8"},   {ACL_UINT8, 1, "UINT8"},     {ACL_INT32, 4, "INT32"}};

// --- the golden, written from the operators' definitions -------------------------------------------------------------

bool IsNan(const Dtype &t, const uint8_t *p)
{
    if (t.dtype == ACL_FLOAT) {
        float f;
        std::memcpy(&f, p, 4);
        return std::isnan(f);
    }
    if (t.dtype == ACL_FLOAT16 || t.dtype == ACL_BF16) {
        uint16_t b;
        std::memcpy(&b, p, 2);
        return std::isnan(t.dtype == ACL_FLOAT16 ? HalfToDouble(b) : Bf16ToDouble(b));
    }
    return false;
}

bool Positive(const Dtype &t, const uint8_t *p)
{
    switch (t.dtype) {
        case ACL_FLOAT: {
            float f;
            std::memcpy(&f, p, 4);
            return f > 0.0f;
        }
        case ACL_FLOAT16: {
            uint16_t b;
            std::memcpy(&b, p, 2);
            return HalfToDouble(b) > 0.0;
        }
        case ACL_BF16: {
            uint16_t b;
            std::memcpy(&b, p, 2);
            return Bf16ToDouble(b) > 0.0;
        }
        case ACL_INT8: return static_cast<int8_t>(*p) > 0;
        case ACL_UINT8: return *p > 0;
        case ACL_INT32: {
            int32_t v;
            std::memcpy(&v, p, 4);
            return v > 0;
        }
        default: {
            int64_t v;
            std::memcpy(&v, p, 8);
            return v > 0;
        }
    }
}

// packbits(x > 0, bitorder="little"), bit by bit.
std::vector<uint8_t> GoldenMask(const Dtype &t, const std::vector<uint8_t> &x)
{
    const size_t n = x.size() / t.size;
    std::vector<uint8_t> mask((n + 7) / 8, 0);
    for (size_t i = 0; i < n; ++i) {
        if (Positive(t, &x[i * t.size]))
            mask[i / 8] |= static_cast<uint8_t>(1u << (i % 8));
    }
    return mask;
}

// y = x where x > 0 or x is NaN, else +0 (all zero bits): CANN's ReluV2 golden writes +0 for -0.
std::vector<uint8_t> GoldenRelu(const Dtype &t, const std::vector<uint8_t> &x)
{
    std::vector<uint8_t> y(x.size(), 0);
    for (size_t i = 0; i < x.size() / t.size; ++i) {
        if (Positive(t, &x[i * t.size]) || IsNan(t, &x[i * t.size])) {
            std::memcpy(&y[i * t.size], &x[i * t.size], t.size);
        }
    }
    return y;
}

std::vector<uint8_t> GoldenSelect(const Dtype &t, const std::vector<uint8_t> &g, const std::vector<uint8_t> &mask)
{
    std::vector<uint8_t> out(g.size(), 0);
    for (size_t i = 0; i < g.size() / t.size; ++i) {
        if ((mask[i / 8] >> (i % 8)) & 1)
            std::memcpy(&out[i * t.size], &g[i * t.size], t.size);
    }
    return out;
}

// Random values: every bit pattern, plus a third drawn from the specials (NaN, +-0, +-Inf, +-1, tiny).
std::vector<uint8_t> RandomValues(const Dtype &t, size_t n, std::mt19937_64 &rng)
{
    std::vector<uint8_t> bytes(n * t.size);
    const float specials[] = {NAN, -NAN, 0.0f, -0.0f, INFINITY, -INFINITY, 1.0f, -1.0f, 1e-40f, -1e-40f};
    for (size_t i = 0; i < n; ++i) {
        const uint64_t r = rng();
        std::memcpy(&bytes[i * t.size], &r, t.size);
        if (r % 3 == 0) {
            const float f = specials[(r >> 8) % 10];
            if (t.dtype == ACL_FLOAT)
                std::memcpy(&bytes[i * 4], &f, 4);
            if (t.dtype == ACL_BF16) {
                const uint16_t b = static_cast<uint16_t>(BitsFromF32(f) >> 16);
                std::memcpy(&bytes[i * 2], &b, 2);
            }
            if (t.dtype == ACL_FLOAT16) {
                const uint16_t h = aclFloatToFloat16(f);
                std::memcpy(&bytes[i * 2], &h, 2);
            }
            if (t.size <= 8 &&
                (t.dtype == ACL_INT8 || t.dtype == ACL_UINT8 || t.dtype == ACL_INT32 || t.dtype == ACL_INT64)) {
                const int64_t small = static_cast<int64_t>((r >> 16) % 3) - 1;  // -1, 0, 1
                std::memcpy(&bytes[i * t.size], &small, t.size);
            }
        }
    }
    return bytes;
}

// --- calls -----------------------------------------------------------------------------------------

aclnnStatus RunPair(const char *which, aclTensor *a, aclTensor *b, aclTensor *c)
{
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    const bool forward = std::string(which) == "ReluV2";
    aclnnStatus status = forward ? aclnnReluV2GetWorkspaceSize(a, b, c, &workspaceSize, &executor)
                                 : aclnnReluGradV2GetWorkspaceSize(a, b, c, &workspaceSize, &executor);
    if (status != 0)
        return status;
    DeviceBuffer workspace(workspaceSize);
    status = forward ? aclnnReluV2(workspaceSize ? workspace.get() : nullptr, workspaceSize, executor, nullptr)
                     : aclnnReluGradV2(workspaceSize ? workspace.get() : nullptr, workspaceSize, executor, nullptr);
    aclrtSynchronizeStream(nullptr);
    return status;
}

// Forward on dense x: returns y and the mask bytes (the mask buffer starts as 0xFF and has 8 guard
// bytes, checked to stay 0xFF).
void Forward(const Dtype &t, const std::vector<int64_t> &shape, const std::vector<uint8_t> &x, std::vector<uint8_t> *y,
             std::vector<uint8_t> *mask)
{
    const size_t n = static_cast<size_t>(Numel(shape));
    const size_t maskBytes = (n + 7) / 8;
    DeviceBuffer xb(x.size()), yb(x.size()), mb(maskBytes + 8);
    xb.Upload(x);
    aclrtMemset(mb.get(), mb.bytes(), 0xFF, mb.bytes());
    aclTensor *xt = MakeTensor(shape, t.dtype, xb.get());
    aclTensor *yt = MakeTensor(shape, t.dtype, yb.get());
    aclTensor *mt = MakeTensor(shape, ACL_UINT1, mb.get());
    ASSERT_EQ(RunPair("ReluV2", xt, yt, mt), 0) << t.name << " " << ShapeString(shape) << ": " << aclGetRecentErrMsg();
    *y = yb.Download<uint8_t>(x.size());
    std::vector<uint8_t> all = mb.Download<uint8_t>(maskBytes + 8);
    for (size_t i = maskBytes; i < all.size(); ++i)
        ASSERT_EQ(all[i], 0xFF) << "mask written past its bytes";
    mask->assign(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(maskBytes));
    Destroy({xt, yt, mt});
}

std::vector<uint8_t> Backward(const Dtype &t, const std::vector<int64_t> &shape, const std::vector<uint8_t> &g,
                              const std::vector<uint8_t> &mask)
{
    DeviceBuffer gb(g.size()), mb(mask.size()), ob(g.size());
    gb.Upload(g);
    mb.Upload(mask);
    aclTensor *gt = MakeTensor(shape, t.dtype, gb.get());
    aclTensor *mt = MakeTensor(shape, ACL_UINT1, mb.get());
    aclTensor *ot = MakeTensor(shape, t.dtype, ob.get());
    EXPECT_EQ(RunPair("ReluGradV2", gt, mt, ot), 0)
        << t.name << " " << ShapeString(shape) << ": " << aclGetRecentErrMsg();
    Destroy({gt, mt, ot});
    return ob.Download<uint8_t>(g.size());
}

void CheckPair(const Dtype &t, const std::vector<int64_t> &shape, std::mt19937_64 &rng, bool backward)
{
    const size_t n = static_cast<size_t>(Numel(shape));
    const std::string what = std::string(t.name) + " " + ShapeString(shape) + " seed " + std::to_string(TestSeed());
    std::vector<uint8_t> x = RandomValues(t, n, rng), y, mask;
    Forward(t, shape, x, &y, &mask);
    if (::testing::Test::HasFatalFailure())
        return;
    EXPECT_EQ(mask, GoldenMask(t, x)) << what << ": mask";
    EXPECT_EQ(y, GoldenRelu(t, x)) << what << ": y";
    if (backward) {
        std::vector<uint8_t> g = RandomValues(t, n, rng);
        EXPECT_EQ(Backward(t, shape, g, mask), GoldenSelect(t, g, mask)) << what << ": backprops";
    }
}

const std::vector<std::vector<int64_t>> kShapes = {{0},  {1},       {7},        {8},       {9},
                                                   {63}, {64},      {65},       {100003},  {3, 5},
                                                   {},   {2, 3, 7}, {4, 1, 13}, {2, 0, 3}, {1, 1, 1, 1, 1, 1, 1, 129}};

TEST(ReluV2Pair, MaskLayoutValuesAndSelectForEveryDtypeAndShape)
{
    std::mt19937_64 rng(TestSeed());
    for (const Dtype &t : kReluV2Dtypes) {
        const bool backward = t.dtype != ACL_INT64;  // ReluGradV2 has no INT64
        for (const auto &shape : kShapes) {
            CheckPair(t, shape, rng, backward);
            if (HasFatalFailure())
                return;
        }
    }
}

// ReluGradV2(g, ReluV2(x).mask) == ThresholdBackward(g, x, 0) wherever x is not NaN (there the mask
// bit is 0 while threshold_backward passes the gradient: the mask keeps x > 0 only).
TEST(ReluV2Pair, RoundTripEqualsThresholdBackward)
{
    std::mt19937_64 rng(TestSeed() + 2);
    for (const Dtype &t : kReluGradV2Dtypes) {
        const std::vector<int64_t> shape = {37, 29};
        const size_t n = 37 * 29;
        std::vector<uint8_t> x = RandomValues(t, n, rng), g = RandomValues(t, n, rng), y, mask;
        for (size_t i = 0; i < n; ++i) {
            if (IsNan(t, &x[i * t.size]))
                std::memset(&x[i * t.size], 0, t.size);
        }
        Forward(t, shape, x, &y, &mask);
        const std::vector<uint8_t> viaMask = Backward(t, shape, g, mask);
        DeviceBuffer gb(g.size()), xb(x.size()), ob(g.size());
        gb.Upload(g);
        xb.Upload(x);
        aclTensor *gt = MakeTensor(shape, t.dtype, gb.get());
        aclTensor *xt = MakeTensor(shape, t.dtype, xb.get());
        aclTensor *ot = MakeTensor(shape, t.dtype, ob.get());
        int32_t zero = 0;
        aclScalar *thr = aclCreateScalar(&zero, ACL_INT32);
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        ASSERT_EQ(aclnnThresholdBackwardGetWorkspaceSize(gt, xt, thr, ot, &workspaceSize, &executor), 0);
        ASSERT_EQ(aclnnThresholdBackward(nullptr, 0, executor, nullptr), 0);
        EXPECT_EQ(viaMask, ob.Download<uint8_t>(g.size())) << t.name;
        Destroy({gt, xt, ot}, thr);
    }
}

// CANN's TTK kernel cases (activation/relu_v2 and relu_grad_v2 tests/st/arch35/ttk_kernel_*_st.csv):
// their shapes, dtypes and value sets, checked bitwise (the CSVs ask for 1e-8 absolute).
struct TtkCase {
    const char *name;
    Dtype dtype;
    std::vector<int64_t> shape;
    bool backward;
    double lo, hi;
    bool specials;  // nan, -0.0, inf mixed in
};

const std::vector<TtkCase> &TtkCases()
{
    static const Dtype i32{ACL_INT32, 4, "INT32"}, i8{ACL_INT8, 1, "INT8"}, f16{ACL_FLOAT16, 2, "FLOAT16"},
        bf16{ACL_BF16, 2, "BFLOAT16"};
    static const std::vector<TtkCase> cases = {
        {"relu_v2_fuzz_19", i32, {4, 32}, false, -2147483648.0, 2147483647.0, false},
        {"relu_v2_fuzz_75", f16, {16}, false, -1, 1, true},
        {"relu_v2_fuzz_154", f16, {23, 39, 37, 33, 8}, false, -1, 1, true},
        {"relu_v2_fuzz_128", f16, {1, 29, 24}, false, -65500.0, 65500.0, false},
        {"relu_v2_fuzz_48", i8, {11, 13, 41, 8}, false, -128.0, 127.0, false},
        {"relu_grad_v2_fuzz_103", i32, {47, 40}, true, -2147483648.0, 2147483647.0, false},
        {"relu_grad_v2_fuzz_71", f16, {13, 43, 41, 12, 24}, true, -1, 1, true},
        {"relu_grad_v2_fuzz_105", f16, {30, 16}, true, -1, 1, false},
        {"relu_grad_v2_fuzz_106", bf16, {7, 31, 11, 19, 3, 40}, true, -1, 1, true},
    };
    return cases;
}

TEST(ReluV2Pair, TtkKernelCases)
{
    std::mt19937_64 rng(TestSeed() + 3);
    for (const TtkCase &c : TtkCases()) {
        const size_t n = static_cast<size_t>(Numel(c.shape));
        std::uniform_real_distribution<double> uniform(c.lo, c.hi);
        auto values = [&] {
            std::vector<uint8_t> bytes(n * c.dtype.size);
            for (size_t i = 0; i < n; ++i) {
                double v = uniform(rng);
                if (c.specials && rng() % 5 == 0)
                    v = (const double[]){NAN, -0.0, INFINITY}[rng() % 3];
                if (c.dtype.dtype == ACL_INT32) {
                    const int32_t iv = static_cast<int32_t>(std::fmax(-2147483648.0, std::fmin(2147483647.0, v)));
                    std::memcpy(&bytes[i * 4], &iv, 4);
                } else if (c.dtype.dtype == ACL_INT8) {
                    bytes[i] = static_cast<uint8_t>(static_cast<int8_t>(std::lround(v)));
                } else {
                    const float f = static_cast<float>(v);
                    const uint16_t b = c.dtype.dtype == ACL_FLOAT16 ? aclFloatToFloat16(f)
                                                                    : static_cast<uint16_t>(BitsFromF32(f) >> 16);
                    std::memcpy(&bytes[i * 2], &b, 2);
                }
            }
            return bytes;
        };
        std::vector<uint8_t> x = values(), y, mask;
        Forward(c.dtype, c.shape, x, &y, &mask);
        EXPECT_EQ(mask, GoldenMask(c.dtype, x)) << c.name;
        EXPECT_EQ(y, GoldenRelu(c.dtype, x)) << c.name;
        if (c.backward) {
            std::vector<uint8_t> g = values();
            EXPECT_EQ(Backward(c.dtype, c.shape, g, mask), GoldenSelect(c.dtype, g, mask)) << c.name;
        }
    }
}

// The cases above restate CANN's CSV files; where the files are at hand (../shared/atk-cases beside
// the checkout, as in CI), every row must be one of them with the same dtype and shape.
TEST(ReluV2Pair, TtkCasesMatchTheOfficialFiles)
{
    const std::string dir = std::string(ACLP_SOURCE_DIR) + "/../shared/atk-cases/";
    int rows = 0;
    for (const char *file : {"ttk_kernel_relu_v2_st.csv", "ttk_kernel_relu_grad_v2_st.csv"}) {
        std::ifstream in(dir + file);
        if (!in) {
            GTEST_SKIP() << dir << file << " not found (the shared folder is not beside this checkout)";
        }
        std::string line;
        std::getline(in, line);  // header
        while (std::getline(in, line)) {
            if (line.empty())
                continue;
            const std::string name = line.substr(0, line.find(','));
            const TtkCase *match = nullptr;
            for (const TtkCase &c : TtkCases()) {
                if (name == c.name)
                    match = &c;
            }
            ASSERT_NE(match, nullptr) << "case " << name << " of " << file << " is not covered";
            std::string shape = "(";
            for (size_t i = 0; i < match->shape.size(); ++i)
                shape += (i ? ", " : "") + std::to_string(match->shape[i]);
            shape += match->shape.size() == 1 ? ",)" : ")";
            EXPECT_NE(line.find(shape), std::string::npos) << name << " shape " << shape;
            const char *dtype = match->dtype.dtype == ACL_INT32  ? "'int32'"
                                : match->dtype.dtype == ACL_INT8 ? "'int8'"
                                : match->dtype.dtype == ACL_BF16 ? "'bfloat16'"
                                                                 : "'float16'";
            EXPECT_NE(line.find(dtype), std::string::npos) << name;
            ++rows;
        }
    }
    EXPECT_EQ(rows, static_cast<int>(TtkCases().size()));
}

// Threads never share a mask byte: 1 thread, 2 threads and tiny forced blocks give the same bits.
TEST(ReluV2Pair, ThreadsShareNoMaskByte)
{
    std::mt19937_64 rng(TestSeed() + 4);
    const Dtype &t = kReluV2Dtypes[0];
    const std::vector<int64_t> shape = {1000003};
    std::vector<uint8_t> x = RandomValues(t, 1000003, rng), g = RandomValues(t, 1000003, rng);
    std::vector<uint8_t> y1, m1, y2, m2, y3, m3;
    aclp::SetThreadLimit(1);
    Forward(t, shape, x, &y1, &m1);
    const std::vector<uint8_t> b1 = Backward(t, shape, g, m1);
    aclp::SetThreadLimit(2);
    Forward(t, shape, x, &y2, &m2);
    const std::vector<uint8_t> b2 = Backward(t, shape, g, m2);
    aclp::SetMaxBlockElemsForTest(100);  // rounded up to 128: blocks of two mask words
    Forward(t, shape, x, &y3, &m3);
    const std::vector<uint8_t> b3 = Backward(t, shape, g, m3);
    aclp::SetMaxBlockElemsForTest(0);
    aclp::SetThreadLimit(0);
    EXPECT_EQ(m1, GoldenMask(t, x));
    EXPECT_EQ(m2, m1);
    EXPECT_EQ(m3, m1);
    EXPECT_EQ(y2, y1);
    EXPECT_EQ(y3, y1);
    EXPECT_EQ(b1, GoldenSelect(t, g, m1));
    EXPECT_EQ(b2, b1);
    EXPECT_EQ(b3, b1);
}

// Streaming stores (taken when a call's data outgrows the LLC; forced here with a pretend 1-byte LLC)
// write the same values and mask bits, for every dtype, with blocks starting mid-line.
TEST(ReluV2Pair, StreamingStoresGiveTheSameBits)
{
    std::mt19937_64 rng(TestSeed() + 6);
    for (const Dtype &t : kReluGradV2Dtypes) {  // the dtypes both operators take
        const std::vector<int64_t> shape = {300007};
        std::vector<uint8_t> x = RandomValues(t, 300007, rng), g = RandomValues(t, 300007, rng);
        std::vector<uint8_t> y1, m1, y2, m2, y3, m3;
        Forward(t, shape, x, &y1, &m1);
        const std::vector<uint8_t> b1 = Backward(t, shape, g, m1);
        aclp::SetLlcBytesForTest(1);
        Forward(t, shape, x, &y2, &m2);
        const std::vector<uint8_t> b2 = Backward(t, shape, g, m2);
        aclp::SetMaxBlockElemsForTest(1000);  // blocks of 1024: mask lines split between blocks
        Forward(t, shape, x, &y3, &m3);
        const std::vector<uint8_t> b3 = Backward(t, shape, g, m3);
        aclp::SetMaxBlockElemsForTest(0);
        aclp::SetLlcBytesForTest(0);
        EXPECT_EQ(m1, GoldenMask(t, x)) << t.name;
        EXPECT_EQ(m2, m1) << t.name;
        EXPECT_EQ(m3, m1) << t.name;
        EXPECT_EQ(y2, y1) << t.name;
        EXPECT_EQ(y3, y1) << t.name;
        EXPECT_EQ(b1, GoldenSelect(t, g, m1)) << t.name;
        EXPECT_EQ(b2, b1) << t.name;
        EXPECT_EQ(b3, b1) << t.name;
    }
}

// Data tensors may be views: a transposed self and a strided out; a sliced gradients and backprops.
TEST(ReluV2Pair, NonContiguousData)
{
    std::mt19937_64 rng(TestSeed() + 5);
    const Dtype &t = kReluV2Dtypes[1];
    const std::vector<int64_t> shape = {4, 5}, transposed = {1, 4}, storage = {5, 4};
    const std::vector<int64_t> sliced = {8, 1}, slicedStorage = {10, 8};
    std::vector<uint8_t> x = RandomValues(t, 20, rng);  // storage order of the transposed view
    DeviceBuffer xb(40), yb(160), mb(8);
    xb.Upload(x);
    aclTensor *xt = MakeTensor(shape, t.dtype, xb.get(), &transposed, 0, &storage);
    aclTensor *yt = MakeTensor(shape, t.dtype, yb.get(), &sliced, 3, &slicedStorage);
    aclTensor *mt = MakeTensor(shape, ACL_UINT8, mb.get());
    ASSERT_EQ(RunPair("ReluV2", xt, yt, mt), 0) << aclGetRecentErrMsg();
    std::vector<uint8_t> logical(40);  // x in logical (row-major) order
    for (int r = 0; r < 4; ++r) {
        for (int c = 0; c < 5; ++c)
            std::memcpy(&logical[(r * 5 + c) * 2], &x[(c * 4 + r) * 2], 2);
    }
    EXPECT_EQ(mb.Download<uint8_t>(3), GoldenMask(t, logical));
    const std::vector<uint8_t> y = yb.Download<uint8_t>(160), want = GoldenRelu(t, logical);
    for (int r = 0; r < 4; ++r) {
        for (int c = 0; c < 5; ++c) {
            EXPECT_EQ(std::memcmp(&y[(3 + r * 8 + c) * 2], &want[(r * 5 + c) * 2], 2), 0) << r << "," << c;
        }
    }
    Destroy({xt, yt, mt});
}

// --- status matrix ------------------------------------------------------------------------------

void ExpectStatus(aclnnStatus want, const char *param, aclnnStatus got)
{
    EXPECT_EQ(got, want) << param;
    const char *message = aclGetRecentErrMsg();
    ASSERT_NE(message, nullptr) << param;
    EXPECT_NE(std::string(message).find(param), std::string::npos) << message;
}

TEST(ReluV2Pair, StatusMatrix)
{
    DeviceBuffer buffer(1 << 14);
    auto at = [&](size_t k) { return static_cast<uint8_t *>(buffer.get()) + 2048 * k; };
    const std::vector<int64_t> shape = {3, 5}, bits = {15}, tooFew = {14}, bytes = {2}, strided = {10, 2};
    aclTensor *x = MakeTensor(shape, ACL_FLOAT, at(0));
    aclTensor *y = MakeTensor(shape, ACL_FLOAT, at(1));
    aclTensor *m = MakeTensor(shape, ACL_UINT1, at(2), nullptr, 0, &bits);
    aclTensor *g = MakeTensor(shape, ACL_FLOAT, at(3));
    uint64_t ws = 0;
    aclOpExecutor *ex = nullptr;
    ExpectStatus(ACLNN_ERR_PARAM_NULLPTR, "self", aclnnReluV2GetWorkspaceSize(nullptr, y, m, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_NULLPTR, "out", aclnnReluV2GetWorkspaceSize(x, nullptr, m, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_NULLPTR, "mask", aclnnReluV2GetWorkspaceSize(x, y, nullptr, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_NULLPTR, "workspaceSize", aclnnReluV2GetWorkspaceSize(x, y, m, nullptr, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_NULLPTR, "executor", aclnnReluV2GetWorkspaceSize(x, y, m, &ws, nullptr));
    ExpectStatus(ACLNN_ERR_PARAM_NULLPTR, "gradients", aclnnReluGradV2GetWorkspaceSize(nullptr, m, y, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_NULLPTR, "mask", aclnnReluGradV2GetWorkspaceSize(g, nullptr, y, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_NULLPTR, "backprops", aclnnReluGradV2GetWorkspaceSize(g, m, nullptr, &ws, &ex));

    aclTensor *d = MakeTensor(shape, ACL_DOUBLE, at(4));
    aclTensor *i64 = MakeTensor(shape, ACL_INT64, at(4));
    aclTensor *f16 = MakeTensor(shape, ACL_FLOAT16, at(4));
    ExpectStatus(ACLNN_ERR_PARAM_INVALID, "self", aclnnReluV2GetWorkspaceSize(d, d, m, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_INVALID, "out", aclnnReluV2GetWorkspaceSize(x, f16, m, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_INVALID, "gradients", aclnnReluGradV2GetWorkspaceSize(i64, m, i64, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_INVALID, "backprops", aclnnReluGradV2GetWorkspaceSize(g, m, f16, &ws, &ex));

    aclTensor *floatMask = MakeTensor(shape, ACL_FLOAT, at(5));
    aclTensor *wrongShape = MakeTensor({5, 3}, ACL_UINT1, at(5), nullptr, 0, &bits);
    aclTensor *stridedMask = MakeTensor({3, 5}, ACL_UINT1, at(5), &strided, 0, &bits);
    aclTensor *offsetMask = MakeTensor(shape, ACL_UINT1, at(5), nullptr, 8, &bits);
    aclTensor *smallMask = MakeTensor(shape, ACL_UINT1, at(5), nullptr, 0, &tooFew);
    aclTensor *byteMask = MakeTensor(shape, ACL_UINT8, at(5), nullptr, 0, &bytes);  // 2 packed bytes: fine
    aclTensor *nullMask = MakeTensor(shape, ACL_UINT1, nullptr, nullptr, 0, &bits);
    ExpectStatus(ACLNN_ERR_PARAM_INVALID, "mask", aclnnReluV2GetWorkspaceSize(x, y, floatMask, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_INVALID, "mask", aclnnReluV2GetWorkspaceSize(x, y, wrongShape, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_INVALID, "mask", aclnnReluV2GetWorkspaceSize(x, y, stridedMask, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_INVALID, "mask", aclnnReluV2GetWorkspaceSize(x, y, offsetMask, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_INVALID, "mask", aclnnReluGradV2GetWorkspaceSize(g, smallMask, y, &ws, &ex));
    ExpectStatus(ACLNN_ERR_PARAM_NULLPTR, "mask", aclnnReluGradV2GetWorkspaceSize(g, nullMask, y, &ws, &ex));
    ASSERT_EQ(aclnnReluV2GetWorkspaceSize(x, y, byteMask, &ws, &ex), 0);
    EXPECT_EQ(ws, 0u);
    EXPECT_EQ(aclDestroyAclOpExecutor(ex), 0);

    aclTensor *overlapping = MakeTensor(shape, ACL_UINT1, at(1), nullptr, 0, &bits);  // on top of y
    ExpectStatus(ACLNN_ERR_PARAM_INVALID, "mask", aclnnReluV2GetWorkspaceSize(x, y, overlapping, &ws, &ex));
    const std::vector<int64_t> nine = {1, 1, 1, 1, 1, 1, 1, 3, 5};
    aclTensor *x9 = MakeTensor(nine, ACL_FLOAT, at(0));
    ExpectStatus(ACLNN_ERR_PARAM_INVALID, "self", aclnnReluV2GetWorkspaceSize(x9, x9, m, &ws, &ex));
    Destroy({x, y, m, g, d, i64, f16, floatMask, wrongShape, stridedMask, offsetMask, smallMask, byteMask, nullMask,
             overlapping, x9});
}

}  // namespace
}  // namespace aclp_test
