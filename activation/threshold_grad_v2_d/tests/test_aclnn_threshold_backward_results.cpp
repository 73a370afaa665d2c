// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThresholdBackward results, bitwise against the independent golden (threshold_golden.h), for
// every dtype, shape class, threshold dtype, broadcasting, strided views, in place. Inputs are random (seed printed by
// the test main) mixed with special values.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "aclnnop/aclnn_threshold_backward.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "engine/strided_elementwise.h"
#include "threshold_golden.h"

namespace aclp_test {
namespace {

struct DtypeCase {
    aclDataType dtype;
    size_t elemSize;
    const char *name;
};

const DtypeCase kDtypes[] = {
    {ACL_FLOAT, 4, "FLOAT"}, {ACL_FLOAT16, 2, "FLOAT16"}, {ACL_BF16, 2, "BFLOAT16"}, {ACL_INT8, 1, "INT8"},
    {ACL_UINT8, 1, "UINT8"}, {ACL_INT32, 4, "INT32"},     {ACL_INT64, 8, "INT64"},
};

Threshold IntThreshold(aclDataType dtype, int64_t v)
{
    return Threshold{dtype, true, v, static_cast<double>(v), 0};
}
Threshold RealThreshold(aclDataType dtype, double v)
{
    return Threshold{dtype, false, 0, v, 0};
}
Threshold Half16Threshold(aclDataType dtype, uint16_t bits)
{
    double v = dtype == ACL_FLOAT16 ? HalfToDouble(bits) : Bf16ToDouble(bits);
    return Threshold{dtype, false, 0, v, bits};
}

// The thresholds every dtype is tried with: INT32, FLOAT, DOUBLE and FLOAT16 scalars, including +-inf and NaN.
std::vector<Threshold> Thresholds()
{
    const double inf = std::numeric_limits<double>::infinity();
    return {
        IntThreshold(ACL_INT32, 0),
        IntThreshold(ACL_INT32, 5),
        IntThreshold(ACL_INT32, -17),
        IntThreshold(ACL_INT64, 3000000000LL),
        RealThreshold(ACL_FLOAT, 0.5),
        RealThreshold(ACL_FLOAT, -1.25),
        RealThreshold(ACL_DOUBLE, 0.1),
        RealThreshold(ACL_DOUBLE, -100.7),
        RealThreshold(ACL_DOUBLE, inf),
        RealThreshold(ACL_DOUBLE, -inf),
        RealThreshold(ACL_FLOAT, -inf),
        RealThreshold(ACL_DOUBLE, std::nan("")),
        RealThreshold(ACL_DOUBLE, 1e300),
        Half16Threshold(ACL_FLOAT16, 0x3E00 /* 1.5 */),
        Half16Threshold(ACL_FLOAT16, 0xFC00 /* -inf */),
        Half16Threshold(ACL_BF16, 0x4040 /* 3.0 */),
    };
}

aclScalar *MakeScalar(const Threshold &t)
{
    switch (t.dtype) {
        case ACL_INT32: {
            int32_t v = static_cast<int32_t>(t.integer);
            return aclCreateScalar(&v, t.dtype);
        }
        case ACL_INT64: {
            int64_t v = t.integer;
            return aclCreateScalar(&v, t.dtype);
        }
        case ACL_FLOAT: {
            float v = static_cast<float>(t.real);
            return aclCreateScalar(&v, t.dtype);
        }
        case ACL_DOUBLE: {
            double v = t.real;
            return aclCreateScalar(&v, t.dtype);
        }
        default: {
            uint16_t v = t.bits16;
            return aclCreateScalar(&v, t.dtype);
        }
    }
}

template <typename T>
void Put(std::vector<uint8_t> &bytes, size_t i, T v)
{
    std::memcpy(&bytes[i * sizeof(T)], &v, sizeof(T));
}

// Random values of a dtype; about a quarter are special: NaN, +-Inf, +-0, denormals, the threshold
// itself and its neighbours.
std::vector<uint8_t> RandomValues(const DtypeCase &dc, size_t n, std::mt19937_64 &rng, const Threshold &t)
{
    std::vector<uint8_t> bytes(n * dc.elemSize);
    std::uniform_int_distribution<uint64_t> bits;
    std::uniform_real_distribution<double> uniform(-100.0, 100.0);
    const double thr = ThresholdAsDouble(t);
    const float thr32 = std::isnan(thr) ? 0.0f : static_cast<float>(thr);
    const float specials[] = {NAN,
                              -NAN,
                              INFINITY,
                              -INFINITY,
                              0.0f,
                              -0.0f,
                              1e-40f,
                              -1e-40f,
                              thr32,
                              std::nextafter(thr32, INFINITY),
                              std::nextafter(thr32, -INFINITY),
                              3.0f,
                              2.99999976f,
                              -3.0f,
                              65504.0f,
                              1e38f};
    for (size_t i = 0; i < n; ++i) {
        const uint64_t r = bits(rng);
        const bool special = (r & 3) == 0;
        const float specialValue = specials[(r >> 2) % (sizeof(specials) / sizeof(specials[0]))];
        switch (dc.dtype) {
            case ACL_FLOAT: Put<float>(bytes, i, special ? specialValue : static_cast<float>(uniform(rng))); break;
            case ACL_FLOAT16:
            case ACL_BF16: {
                uint16_t v = static_cast<uint16_t>(r >> 16);  // every bit pattern, NaNs and denormals included
                if (special) {
                    const uint32_t f = BitsFromF32(specialValue);
                    // Nearest 16-bit pattern around the special value, and its neighbours.
                    uint16_t base = dc.dtype == ACL_BF16 ? static_cast<uint16_t>(f >> 16)
                                                         : static_cast<uint16_t>(aclFloatToFloat16(specialValue));
                    v = static_cast<uint16_t>(base + static_cast<int>((r >> 8) % 3) - 1);
                }
                Put<uint16_t>(bytes, i, v);
                break;
            }
            case ACL_INT8:
            case ACL_UINT8:
            case ACL_INT32:
            case ACL_INT64: {
                int64_t v = static_cast<int64_t>(r);
                if (special) {
                    const int64_t near =
                        std::isfinite(thr) && std::fabs(thr) < 9e18 ? static_cast<int64_t>(std::floor(thr)) : 0;
                    v = near + static_cast<int64_t>((r >> 8) % 3) - 1;
                } else if ((r & 12) == 0) {
                    v = static_cast<int64_t>(uniform(rng));  // small values around the thresholds used
                }
                if (dc.elemSize == 1)
                    Put<uint8_t>(bytes, i, static_cast<uint8_t>(v));
                if (dc.elemSize == 4)
                    Put<int32_t>(bytes, i, static_cast<int32_t>(v));
                if (dc.elemSize == 8)
                    Put<int64_t>(bytes, i, v);
                break;
            }
            default: break;
        }
    }
    return bytes;
}

// Two-stage call; returns the status of the first failing stage.
aclnnStatus RunThresholdBackward(aclTensor *grad, aclTensor *self, aclScalar *thr, aclTensor *out,
                                 uint64_t *workspaceOut = nullptr)
{
    uint64_t workspaceSize = 0;
    aclOpExecutor *executor = nullptr;
    aclnnStatus status = aclnnThresholdBackwardGetWorkspaceSize(grad, self, thr, out, &workspaceSize, &executor);
    if (status != 0) {
        return status;
    }
    if (workspaceOut != nullptr)
        *workspaceOut = workspaceSize;
    void *workspace = nullptr;
    if (workspaceSize > 0) {
        aclrtMalloc(&workspace, workspaceSize, ACL_MEM_MALLOC_HUGE_FIRST);
    }
    status = aclnnThresholdBackward(workspace, workspaceSize, executor, nullptr);
    aclrtSynchronizeStream(nullptr);
    if (workspace != nullptr)
        aclrtFree(workspace);
    return status;
}

std::string Describe(const DtypeCase &dc, const std::vector<int64_t> &shape, const Threshold &t)
{
    return std::string(dc.name) + " shape " + ShapeString(shape) + " threshold dtype " + std::to_string(t.dtype) +
           " value " + std::to_string(ThresholdAsDouble(t)) + " seed " + std::to_string(TestSeed());
}

void ExpectBitwise(const std::vector<uint8_t> &got, const std::vector<uint8_t> &want, size_t elemSize,
                   const std::string &what)
{
    ASSERT_EQ(got.size(), want.size()) << what;
    for (size_t i = 0; i < got.size(); i += elemSize) {
        if (std::memcmp(&got[i], &want[i], elemSize) != 0) {
            uint64_t g = 0, w = 0;
            std::memcpy(&g, &got[i], elemSize);
            std::memcpy(&w, &want[i], elemSize);
            FAIL() << what << ": element " << i / elemSize << " is 0x" << std::hex << g << ", golden 0x" << w;
        }
    }
}

// Runs one dense case (same shape for all three) and compares bitwise with the golden.
void CheckDense(const DtypeCase &dc, const std::vector<int64_t> &shape, const Threshold &t, std::mt19937_64 &rng)
{
    const size_t n = static_cast<size_t>(Numel(shape));
    std::vector<uint8_t> grad = RandomValues(dc, n, rng, t);
    std::vector<uint8_t> self = RandomValues(dc, n, rng, t);
    DeviceBuffer g(grad.size()), s(self.size()), o(grad.size());
    g.Upload(grad);
    s.Upload(self);
    aclTensor *gt = MakeTensor(shape, dc.dtype, g.get());
    aclTensor *st = MakeTensor(shape, dc.dtype, s.get());
    aclTensor *ot = MakeTensor(shape, dc.dtype, o.get());
    aclScalar *thr = MakeScalar(t);
    uint64_t workspace = 1;
    ASSERT_EQ(RunThresholdBackward(gt, st, thr, ot, &workspace), 0) << Describe(dc, shape, t) << aclGetRecentErrMsg();
    EXPECT_EQ(workspace, 0u) << "dense inputs need no workspace";
    ExpectBitwise(o.Download<uint8_t>(grad.size()), ThresholdGolden(dc.dtype, dc.elemSize, grad, self, t), dc.elemSize,
                  Describe(dc, shape, t));
    Destroy({gt, st, ot}, thr);
}

TEST(ThresholdBackwardResults, EveryDtypeShapeAndThreshold)
{
    std::mt19937_64 rng(TestSeed());
    const std::vector<std::vector<int64_t>> shapes = {{},     {1}, {7}, {8}, {63}, {100003}, {2, 1, 3, 2, 1, 2, 3, 2},
                                                      {5, 17}};
    for (const DtypeCase &dc : kDtypes) {
        for (const Threshold &t : Thresholds()) {
            for (const auto &shape : shapes) {
                CheckDense(dc, shape, t, rng);
                if (HasFatalFailure())
                    return;
            }
        }
    }
}

// Every bit pattern of the 16-bit float types as `self`, against each threshold.
TEST(ThresholdBackwardResults, EveryHalfAndBf16Pattern)
{
    for (aclDataType dtype : {ACL_FLOAT16, ACL_BF16}) {
        std::vector<uint8_t> self(65536 * 2), grad(65536 * 2);
        for (uint32_t i = 0; i < 65536; ++i) {
            Put<uint16_t>(self, i, static_cast<uint16_t>(i));
            Put<uint16_t>(grad, i, static_cast<uint16_t>(0xBC00 ^ i));  // mostly negative, so +0 vs -0 shows
        }
        for (const Threshold &t : Thresholds()) {
            DeviceBuffer g(grad.size()), s(self.size()), o(grad.size());
            g.Upload(grad);
            s.Upload(self);
            const std::vector<int64_t> shape = {256, 256};
            aclTensor *gt = MakeTensor(shape, dtype, g.get());
            aclTensor *st = MakeTensor(shape, dtype, s.get());
            aclTensor *ot = MakeTensor(shape, dtype, o.get());
            aclScalar *thr = MakeScalar(t);
            ASSERT_EQ(RunThresholdBackward(gt, st, thr, ot), 0);
            DtypeCase dc{dtype, 2, dtype == ACL_BF16 ? "BFLOAT16" : "FLOAT16"};
            ExpectBitwise(o.Download<uint8_t>(grad.size()), ThresholdGolden(dtype, 2, grad, self, t), 2,
                          Describe(dc, shape, t));
            Destroy({gt, st, ot}, thr);
        }
    }
}

// Host-side gather of a strided (possibly broadcast) view into a dense buffer of `shape`.
std::vector<uint8_t> GatherView(const std::vector<uint8_t> &storage, size_t elemSize,
                                const std::vector<int64_t> &viewShape, const std::vector<int64_t> &strides,
                                int64_t offset, const std::vector<int64_t> &shape)
{
    const size_t n = static_cast<size_t>(Numel(shape));
    std::vector<uint8_t> dense(n * elemSize);
    std::vector<int64_t> index(shape.size(), 0);
    for (size_t i = 0; i < n; ++i) {
        int64_t pos = offset;
        const size_t lead = shape.size() - viewShape.size();
        for (size_t d = lead; d < shape.size(); ++d) {
            if (viewShape[d - lead] != 1)
                pos += index[d] * strides[d - lead];
        }
        std::memcpy(&dense[i * elemSize], &storage[static_cast<size_t>(pos) * elemSize], elemSize);
        for (size_t d = shape.size(); d-- > 0;) {
            if (++index[d] < shape[d])
                break;
            index[d] = 0;
        }
    }
    return dense;
}

struct ViewSpec {
    std::vector<int64_t> shape;
    std::vector<int64_t> strides;
    int64_t offset;
    std::vector<int64_t> storage;
};

ViewSpec Dense(const std::vector<int64_t> &shape)
{
    return {shape, RowMajorStrides(shape), 0, shape};
}

// Runs grad/self/out given as views over their own storage; checks the result inside out's view
// bitwise and that out's storage outside the view is untouched.
void CheckViews(const DtypeCase &dc, const ViewSpec &gv, const ViewSpec &sv, const ViewSpec &ov, const Threshold &t,
                std::mt19937_64 &rng)
{
    const size_t es = dc.elemSize;
    std::vector<uint8_t> gs = RandomValues(dc, static_cast<size_t>(Numel(gv.storage)), rng, t);
    std::vector<uint8_t> ss = RandomValues(dc, static_cast<size_t>(Numel(sv.storage)), rng, t);
    std::vector<uint8_t> os(static_cast<size_t>(Numel(ov.storage)) * es, 0xA5);  // sentinel
    DeviceBuffer g(gs.size()), s(ss.size()), o(os.size());
    g.Upload(gs);
    s.Upload(ss);
    o.Upload(os);
    aclTensor *gt = MakeTensor(gv.shape, dc.dtype, g.get(), &gv.strides, gv.offset, &gv.storage);
    aclTensor *st = MakeTensor(sv.shape, dc.dtype, s.get(), &sv.strides, sv.offset, &sv.storage);
    aclTensor *ot = MakeTensor(ov.shape, dc.dtype, o.get(), &ov.strides, ov.offset, &ov.storage);
    aclScalar *thr = MakeScalar(t);
    const std::string what = Describe(dc, ov.shape, t) + " (views)";
    ASSERT_EQ(RunThresholdBackward(gt, st, thr, ot), 0) << what << ": " << aclGetRecentErrMsg();
    std::vector<uint8_t> want =
        ThresholdGolden(dc.dtype, es, GatherView(gs, es, gv.shape, gv.strides, gv.offset, ov.shape),
                        GatherView(ss, es, sv.shape, sv.strides, sv.offset, ov.shape), t);
    std::vector<uint8_t> got = o.Download<uint8_t>(os.size());
    ExpectBitwise(GatherView(got, es, ov.shape, ov.strides, ov.offset, ov.shape), want, es, what);
    // Mark the view's elements, then everything else must still be the sentinel.
    std::vector<uint8_t> inView(os.size() / es, 0);
    std::vector<int64_t> index(ov.shape.size(), 0);
    for (int64_t i = 0; i < Numel(ov.shape); ++i) {
        int64_t pos = ov.offset;
        for (size_t d = 0; d < ov.shape.size(); ++d)
            pos += index[d] * ov.strides[d];
        inView[static_cast<size_t>(pos)] = 1;
        for (size_t d = ov.shape.size(); d-- > 0;) {
            if (++index[d] < ov.shape[d])
                break;
            index[d] = 0;
        }
    }
    for (size_t e = 0; e < inView.size(); ++e) {
        if (inView[e])
            continue;
        for (size_t b = 0; b < es; ++b) {
            ASSERT_EQ(got[e * es + b], 0xA5) << what << ": storage element " << e << " outside out's view was written";
        }
    }
    Destroy({gt, st, ot}, thr);
}

TEST(ThresholdBackwardResults, Broadcasting)
{
    std::mt19937_64 rng(TestSeed() + 1);
    for (const DtypeCase &dc : kDtypes) {
        const Threshold t = IntThreshold(ACL_INT32, 0);
        CheckViews(dc, Dense({3, 1}), Dense({4, 1, 5}), Dense({4, 3, 5}), t, rng);
        CheckViews(dc, Dense({4, 3, 5}), Dense({5}), Dense({4, 3, 5}), t, rng);
        CheckViews(dc, Dense({}), Dense({2, 3}), Dense({2, 3}), RealThreshold(ACL_FLOAT, 0.5), rng);
        CheckViews(dc, Dense({2, 1, 4, 1}), Dense({1, 3, 1, 70}), Dense({2, 3, 4, 70}), t, rng);
        if (HasFatalFailure())
            return;
    }
}

TEST(ThresholdBackwardResults, TransposedAndSlicedViewsWithOffsets)
{
    std::mt19937_64 rng(TestSeed() + 2);
    // A {4,5} view: transposed over a {5,4} storage, and sliced (rows of 8, offset 11) over a {10,8} storage.
    const ViewSpec transposed{{4, 5}, {1, 4}, 0, {5, 4}};
    const ViewSpec sliced{{4, 5}, {8, 1}, 11, {10, 8}};
    const ViewSpec strided{{4, 5}, {16, 3}, 2, {70}};
    for (const DtypeCase &dc : kDtypes) {
        for (const Threshold &t : {IntThreshold(ACL_INT32, 0), RealThreshold(ACL_DOUBLE, -1.5)}) {
            CheckViews(dc, transposed, sliced, Dense({4, 5}), t, rng);
            CheckViews(dc, Dense({4, 5}), Dense({4, 5}), sliced, t, rng);
            CheckViews(dc, sliced, transposed, strided, t, rng);
            CheckViews(dc, Dense({5}), transposed, transposed, t, rng);
            if (HasFatalFailure())
                return;
        }
    }
}

TEST(ThresholdBackwardResults, InPlaceOutIsGradOutput)
{
    std::mt19937_64 rng(TestSeed() + 3);
    for (const DtypeCase &dc : kDtypes) {
        const Threshold t = IntThreshold(ACL_INT32, 0);
        const std::vector<int64_t> shape = {1000, 33};
        const size_t n = static_cast<size_t>(Numel(shape));
        std::vector<uint8_t> grad = RandomValues(dc, n, rng, t);
        std::vector<uint8_t> self = RandomValues(dc, n, rng, t);
        DeviceBuffer g(grad.size()), s(self.size());
        g.Upload(grad);
        s.Upload(self);
        aclTensor *gt = MakeTensor(shape, dc.dtype, g.get());
        aclTensor *st = MakeTensor(shape, dc.dtype, s.get());
        aclScalar *thr = MakeScalar(t);
        ASSERT_EQ(RunThresholdBackward(gt, st, thr, gt), 0) << aclGetRecentErrMsg();
        ExpectBitwise(g.Download<uint8_t>(grad.size()), ThresholdGolden(dc.dtype, dc.elemSize, grad, self, t),
                      dc.elemSize, Describe(dc, shape, t) + " in place");
        Destroy({gt, st}, thr);
    }
}

TEST(ThresholdBackwardResults, EmptyTensorsNeedNoWorkspace)
{
    for (const DtypeCase &dc : kDtypes) {
        const std::vector<int64_t> shape = {2, 0, 3};
        aclTensor *gt = MakeTensor(shape, dc.dtype, nullptr);
        aclTensor *st = MakeTensor(shape, dc.dtype, nullptr);
        aclTensor *ot = MakeTensor(shape, dc.dtype, nullptr);
        int32_t zero = 0;
        aclScalar *thr = aclCreateScalar(&zero, ACL_INT32);
        uint64_t workspaceSize = 123;
        aclOpExecutor *executor = nullptr;
        ASSERT_EQ(aclnnThresholdBackwardGetWorkspaceSize(gt, st, thr, ot, &workspaceSize, &executor), 0);
        EXPECT_EQ(workspaceSize, 0u);
        ASSERT_NE(executor, nullptr);
        EXPECT_EQ(aclnnThresholdBackward(nullptr, 0, executor, nullptr), 0);
        Destroy({gt, st, ot}, thr);
    }
}

// self broadcast across rows, which the engine tests once into a row of bits: every dtype, rows of every length
// around the vector widths on every SIMD target, NaN and integer thresholds, and the longest rows the bits take (and
// one more) on every tiling.
TEST(ThresholdBackwardResults, SelfBroadcastAcrossRows)
{
    std::mt19937_64 rng(TestSeed() + 6);
    const Threshold thresholds[] = {RealThreshold(ACL_FLOAT, 0.25), RealThreshold(ACL_DOUBLE, std::nan("")),
                                    IntThreshold(ACL_INT32, -1)};
    ForEverySimdTarget([&](int64_t n) {
        for (const DtypeCase &dc : kDtypes) {
            for (const Threshold &t : thresholds) {
                CheckViews(dc, Dense({3, n}), Dense({1, n}), Dense({3, n}), t, rng);
            }
        }
    });
    ForEveryTiling([&] {
        for (int64_t n : {aclp::kMaxGateRowElems, aclp::kMaxGateRowElems + 1}) {
            for (const DtypeCase &dc : kDtypes) {
                CheckViews(dc, Dense({5, n}), Dense({n}), Dense({5, n}), RealThreshold(ACL_FLOAT, 0.5), rng);
            }
        }
    });
}

}  // namespace
}  // namespace aclp_test

namespace aclp_test {
namespace {

// Several threads, each on its own stream, running calls at once: every result bitwise equal to the
// golden (the engine's pool is shared; its parallel sections take turns).
TEST(ThresholdBackwardResults, ConcurrentCallsOnTheirOwnStreams)
{
    constexpr int kThreads = 4;
    constexpr int kCallsPerThread = 40;
    std::vector<std::string> failures(kThreads);
    std::vector<std::thread> workers;
    for (int w = 0; w < kThreads; ++w) {
        workers.emplace_back([w, &failures] {
            std::mt19937_64 rng(TestSeed() + 100 + w);
            aclrtStream stream = nullptr;
            aclrtCreateStream(&stream);
            for (int call = 0; call < kCallsPerThread && failures[w].empty(); ++call) {
                const DtypeCase &dc = kDtypes[(w + call) % (sizeof(kDtypes) / sizeof(kDtypes[0]))];
                const std::vector<int64_t> shape = {call % 2 ? 300007 : 61};  // large calls use the pool
                const size_t n = static_cast<size_t>(Numel(shape));
                const Threshold t = IntThreshold(ACL_INT32, call % 3 - 1);
                std::vector<uint8_t> grad = RandomValues(dc, n, rng, t), self = RandomValues(dc, n, rng, t);
                DeviceBuffer g(grad.size()), s(self.size()), o(grad.size());
                g.Upload(grad);
                s.Upload(self);
                aclTensor *gt = MakeTensor(shape, dc.dtype, g.get());
                aclTensor *st = MakeTensor(shape, dc.dtype, s.get());
                aclTensor *ot = MakeTensor(shape, dc.dtype, o.get());
                aclScalar *thr = MakeScalar(t);
                uint64_t workspaceSize = 0;
                aclOpExecutor *executor = nullptr;
                if (aclnnThresholdBackwardGetWorkspaceSize(gt, st, thr, ot, &workspaceSize, &executor) != 0 ||
                    aclnnThresholdBackward(nullptr, workspaceSize, executor, stream) != 0 ||
                    aclrtSynchronizeStream(stream) != ACL_SUCCESS) {
                    failures[w] = "call failed";
                } else if (o.Download<uint8_t>(grad.size()) != ThresholdGolden(dc.dtype, dc.elemSize, grad, self, t)) {
                    failures[w] = Describe(dc, shape, t) + ": result differs from the golden";
                }
                Destroy({gt, st, ot}, thr);
            }
            aclrtDestroyStream(stream);
        });
    }
    for (std::thread &t : workers)
        t.join();
    for (int w = 0; w < kThreads; ++w)
        EXPECT_EQ(failures[w], "") << "thread " << w;
}

}  // namespace
}  // namespace aclp_test
