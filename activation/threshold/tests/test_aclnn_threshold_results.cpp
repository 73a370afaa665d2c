// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// aclnnThreshold and aclnnInplaceThreshold results against the operator's golden (op_def/threshold_def.cpp,
// double precision, the one the accuracy tool judges with), for every dtype, scalars of several dtypes,
// out dtypes self's is cast to, strided views, in place, every SIMD target and thread count. Inputs are
// random (seed printed by the test main) mixed with NaN, +-Inf, +-0, subnormals, the threshold, its
// neighbours and the value.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "aclnnop/aclnn_threshold.h"
#include "common/test_util.h"
#include "dtypes.h"
#include "engine/machine.h"
#include "hwy/targets.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

using accuracy::ElementBytes;
using accuracy::IsFloating;

const optable::OperatorDef &Def()
{
    return *optable::FindOperatorByName("aclnnThreshold");
}

struct Scalar {
    aclDataType dtype;
    double value;
};

aclScalar *Make(const Scalar &s)
{
    uint8_t raw[16] = {};
    if (IsFloating(s.dtype)) {
        accuracy::StoreBits(s.dtype, accuracy::RoundToBits(s.dtype, s.value), raw);
    } else {
        accuracy::StoreBits(s.dtype, static_cast<uint64_t>(static_cast<int64_t>(s.value)), raw);
    }
    return aclCreateScalar(raw, s.dtype);
}

optable::ScalarIn In(const Scalar &s)
{
    optable::ScalarIn in;
    in.dtype = s.dtype;
    in.isInteger = !IsFloating(s.dtype);
    in.integer = static_cast<int64_t>(s.value);
    in.real = IsFloating(s.dtype) ? accuracy::BitsToDouble(s.dtype, accuracy::RoundToBits(s.dtype, s.value)) : s.value;
    return in;
}

// Storage bits of `n` elements: random values of the dtype's whole range mixed with the special ones.
std::vector<uint64_t> Values(aclDataType dtype, size_t n, double threshold, double value, std::mt19937_64 &rng)
{
    std::vector<uint64_t> bits(n);
    const size_t bytes = ElementBytes(dtype);
    std::vector<double> specials;
    if (IsFloating(dtype)) {
        const double inf = std::numeric_limits<double>::infinity();
        specials = {std::nan(""), -std::nan(""), inf, -inf, 0.0, -0.0, 1e-40, -1e-40, 3.0, -3.0, threshold, value};
        const double t = accuracy::RoundTo(dtype, threshold);
        if (std::isfinite(t)) {
            specials.push_back(std::nextafter(accuracy::RoundTo(ACL_FLOAT, t), inf));
            specials.push_back(std::nextafter(accuracy::RoundTo(ACL_FLOAT, t), -inf));
        }
    } else if (std::isfinite(threshold)) {
        for (int d = -2; d <= 2; ++d) {
            specials.push_back(std::trunc(threshold) + d);
        }
    }
    std::uniform_real_distribution<double> uniform(-8.0, 8.0);
    for (size_t i = 0; i < n; ++i) {
        const uint64_t r = rng();
        if (!specials.empty() && r % 4 == 0) {
            const double v = specials[(r >> 8) % specials.size()];
            bits[i] = IsFloating(dtype) ? accuracy::RoundToBits(dtype, v)
                                        : static_cast<uint64_t>(accuracy::SaturateToInteger(dtype, v));
        } else if (IsFloating(dtype) && r % 4 == 1) {
            bits[i] = accuracy::RoundToBits(dtype, uniform(rng));
        } else {
            bits[i] = rng();  // any bit pattern: NaN payloads, subnormals, the integer range
        }
        bits[i] &= bytes >= 8 ? ~uint64_t{0} : (uint64_t{1} << (8 * bytes)) - 1;
    }
    return bits;
}

bool SameResult(aclDataType dtype, uint64_t want, uint64_t got)
{
    if (IsFloating(dtype) && std::isnan(accuracy::BitsToDouble(dtype, want))) {
        return std::isnan(accuracy::BitsToDouble(dtype, got));  // NaN payloads are not part of the contract
    }
    return want == got;
}

struct Layout {
    std::vector<int64_t> shape;
    std::vector<int64_t> strides;  // empty: row-major
};

// A view of `layout` over `storage` elements of `dtype`; element i of the view (row-major order) is at
// storage index Index(i).
std::vector<int64_t> ViewIndices(const Layout &layout)
{
    const std::vector<int64_t> strides = layout.strides.empty() ? RowMajorStrides(layout.shape) : layout.strides;
    std::vector<int64_t> indices(static_cast<size_t>(Numel(layout.shape)));
    for (size_t i = 0; i < indices.size(); ++i) {
        int64_t rest = static_cast<int64_t>(i), at = 0;
        for (size_t d = layout.shape.size(); d-- > 0;) {
            at += rest % layout.shape[d] * strides[d];
            rest /= layout.shape[d];
        }
        indices[i] = at;
    }
    return indices;
}

int64_t StorageElements(const std::vector<int64_t> &indices)
{
    int64_t most = 0;
    for (int64_t i : indices)
        most = std::max(most, i + 1);
    return most;
}

// Runs one call (in place when `inplace`) and compares every element with the golden.
void Check(aclDataType selfDtype, aclDataType outDtype, const Layout &selfLayout, const Layout &outLayout,
           const Scalar &threshold, const Scalar &value, bool inplace, std::mt19937_64 &rng)
{
    SCOPED_TRACE(std::string(accuracy::DtypeName(selfDtype)) + " -> " + accuracy::DtypeName(outDtype) + " shape " +
                 ShapeString(selfLayout.shape) + " threshold " + std::to_string(threshold.value) + " (" +
                 accuracy::DtypeName(threshold.dtype) + ") value " + std::to_string(value.value) +
                 (inplace ? " in place" : ""));
    const std::vector<int64_t> selfAt = ViewIndices(selfLayout), outAt = ViewIndices(outLayout);
    const size_t n = selfAt.size(), selfBytes = ElementBytes(selfDtype), outBytes = ElementBytes(outDtype);
    const std::vector<uint64_t> x = Values(selfDtype, n, threshold.value, value.value, rng);
    const int64_t selfStorage = StorageElements(selfAt), outStorage = StorageElements(outAt);
    std::vector<uint8_t> selfHost(static_cast<size_t>(selfStorage) * selfBytes, 0x77);
    for (size_t i = 0; i < n; ++i)
        accuracy::StoreBits(selfDtype, x[i], selfHost.data() + selfAt[i] * selfBytes);
    std::vector<uint8_t> outHost(static_cast<size_t>(outStorage) * outBytes, 0x77);
    DeviceBuffer selfBuffer(selfHost.size()), outBuffer(outHost.size());
    selfBuffer.Upload(selfHost);
    outBuffer.Upload(outHost);
    const std::vector<int64_t> selfStrides =
        selfLayout.strides.empty() ? RowMajorStrides(selfLayout.shape) : selfLayout.strides;
    const std::vector<int64_t> outStrides =
        outLayout.strides.empty() ? RowMajorStrides(outLayout.shape) : outLayout.strides;
    const std::vector<int64_t> selfStorageShape = {selfStorage}, outStorageShape = {outStorage};
    aclTensor *self = MakeTensor(selfLayout.shape, selfDtype, selfBuffer.get(), &selfStrides, 0, &selfStorageShape);
    aclTensor *out = MakeTensor(outLayout.shape, outDtype, outBuffer.get(), &outStrides, 0, &outStorageShape);
    aclScalar *t = Make(threshold), *v = Make(value);
    uint64_t ws = 0;
    aclOpExecutor *ex = nullptr;
    const aclnnStatus status = inplace ? aclnnInplaceThresholdGetWorkspaceSize(self, t, v, &ws, &ex)
                                       : aclnnThresholdGetWorkspaceSize(self, t, v, out, &ws, &ex);
    ASSERT_EQ(status, ACLNN_SUCCESS) << aclGetRecentErrMsg();
    DeviceBuffer workspace(ws);
    ASSERT_EQ(inplace ? aclnnInplaceThreshold(workspace.get(), ws, ex, nullptr)
                      : aclnnThreshold(workspace.get(), ws, ex, nullptr),
              ACLNN_SUCCESS);
    ASSERT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);
    const std::vector<uint8_t> got =
        (inplace ? selfBuffer : outBuffer).Download<uint8_t>((inplace ? selfHost : outHost).size());
    const std::vector<int64_t> &gotAt = inplace ? selfAt : outAt;
    const aclDataType gotDtype = inplace ? selfDtype : outDtype;
    const size_t gotBytes = inplace ? selfBytes : outBytes;
    optable::GoldenContext ctx;
    ctx.inDtypes = {selfDtype};
    ctx.outDtypes = {gotDtype};
    ctx.scalars = {In(threshold), In(value)};
    size_t bad = 0;
    for (size_t i = 0; i < n; ++i) {
        optable::ElementIn in;
        in.bits = x[i];
        uint8_t raw[8] = {};
        accuracy::StoreBits(selfDtype, x[i], raw);
        if (IsFloating(selfDtype)) {
            in.real = accuracy::LoadFloat(selfDtype, raw);
        } else {
            in.integer = accuracy::LoadInteger(selfDtype, raw);
            in.real = static_cast<double>(in.integer);
        }
        optable::ElementOut want;
        Def().golden(ctx, &in, &want);
        const uint64_t result = accuracy::LoadBits(gotDtype, got.data() + gotAt[i] * gotBytes);
        if (!SameResult(gotDtype, want.ref, result) && ++bad <= 5) {
            ADD_FAILURE() << "element " << i << ": self bits 0x" << std::hex << x[i] << " want 0x" << want.ref
                          << " got 0x" << result;
        }
    }
    EXPECT_EQ(bad, 0u);
    if (!inplace) {  // out's storage outside its view is untouched
        std::vector<bool> inView(outHost.size() / outBytes, false);
        for (int64_t i : outAt)
            inView[static_cast<size_t>(i)] = true;
        for (size_t e = 0; e < inView.size(); ++e) {
            for (size_t b = 0; b < outBytes && !inView[e]; ++b)
                ASSERT_EQ(got[e * outBytes + b], 0x77) << "storage element " << e << " outside out's view was written";
        }
    }
    Destroy({self, out}, t);
    aclDestroyScalar(v);
}

const aclDataType kDtypes[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT16, ACL_INT32, ACL_INT64};

// Scalar pairs every dtype takes (they fit every dtype in the list, unsigned ones included), and more
// for the floating dtypes.
std::vector<std::pair<Scalar, Scalar>> ScalarPairs(aclDataType dtype)
{
    std::vector<std::pair<Scalar, Scalar>> pairs = {
        {{ACL_INT32, 0}, {ACL_INT32, 0}},   {{ACL_FLOAT, 4.1}, {ACL_FLOAT, 10}},
        {{ACL_INT64, 5}, {ACL_INT8, 100}},  {{ACL_DOUBLE, 2.9}, {ACL_FLOAT16, 1.5}},
        {{ACL_UINT8, 120}, {ACL_INT16, 7}}, {{ACL_BF16, 0.5}, {ACL_DOUBLE, 0.0}},
    };
    if (IsFloating(dtype)) {
        const double inf = std::numeric_limits<double>::infinity();
        pairs.push_back({{ACL_DOUBLE, -1.25}, {ACL_DOUBLE, -inf}});
        pairs.push_back({{ACL_FLOAT, -inf}, {ACL_FLOAT, std::nan("")}});
        pairs.push_back({{ACL_DOUBLE, inf}, {ACL_FLOAT, -0.0}});
        pairs.push_back({{ACL_DOUBLE, std::nan("")}, {ACL_DOUBLE, 1.0}});
        pairs.push_back({{ACL_DOUBLE, 0.1}, {ACL_DOUBLE, 1e-40}});
        pairs.push_back({{ACL_FLOAT, -0.0}, {ACL_INT32, -7}});
    } else {
        pairs.push_back({{ACL_INT32, 100}, {ACL_DOUBLE, 3.7}});
        pairs.push_back({{ACL_FLOAT, 126.9}, {ACL_INT64, 127}});
    }
    return pairs;
}

TEST(ThresholdResults, EveryDtypeAndScalarDense)
{
    std::mt19937_64 rng(TestSeed());
    for (aclDataType dtype : kDtypes) {
        for (const auto &[threshold, value] : ScalarPairs(dtype)) {
            Check(dtype, dtype, {{3, 1031}, {}}, {{3, 1031}, {}}, threshold, value, false, rng);
        }
    }
}

TEST(ThresholdResults, OutDtypesSelfsIsCastTo)
{
    std::mt19937_64 rng(TestSeed() + 1);
    const std::pair<aclDataType, aclDataType> casts[] = {
        {ACL_INT8, ACL_FLOAT}, {ACL_INT32, ACL_FLOAT16}, {ACL_INT64, ACL_BF16},
        {ACL_INT32, ACL_INT8}, {ACL_UINT8, ACL_INT16},   {ACL_FLOAT16, ACL_FLOAT},
        {ACL_FLOAT, ACL_BF16}, {ACL_BF16, ACL_FLOAT16},  {ACL_INT16, ACL_INT64},
    };
    for (const auto &[self, out] : casts) {
        for (const auto &[threshold, value] : ScalarPairs(self)) {
            Check(self, out, {{257, 3}, {}}, {{257, 3}, {}}, threshold, value, false, rng);
        }
    }
}

TEST(ThresholdResults, StridedViewsAndInPlace)
{
    std::mt19937_64 rng(TestSeed() + 2);
    const Layout dense{{40, 33}, {}};
    const Layout transposed{{40, 33}, {1, 40}};
    const Layout everyOther{{40, 33}, {70, 2}};
    for (aclDataType dtype : kDtypes) {
        const auto pairs = ScalarPairs(dtype);
        const auto &[threshold, value] = pairs[1];
        Check(dtype, dtype, transposed, dense, threshold, value, false, rng);
        Check(dtype, dtype, dense, everyOther, threshold, value, false, rng);
        Check(dtype, dtype, everyOther, transposed, threshold, value, false, rng);
        Check(dtype, dtype, dense, dense, threshold, value, true, rng);
        Check(dtype, dtype, everyOther, everyOther, threshold, value, true, rng);
        Check(dtype, dtype, {{}, {}}, {{}, {}}, threshold, value, false, rng);  // 0-d
    }
}

TEST(ThresholdResults, EverySimdTarget)
{
    std::mt19937_64 rng(TestSeed() + 3);
    for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
        hwy::SetSupportedTargetsForTest(target);
        SCOPED_TRACE(hwy::TargetName(target));
        for (aclDataType dtype : kDtypes) {
            for (int64_t n : {1, 15, 17, 33, 65, 129, 4099}) {
                Check(dtype, dtype, {{n}, {}}, {{n}, {}}, {ACL_DOUBLE, 2.9}, {ACL_INT32, 7}, false, rng);
                Check(dtype, dtype, {{n}, {}}, {{n}, {}}, {ACL_INT32, 0}, {ACL_INT32, 1}, true, rng);
            }
        }
    }
    hwy::SetSupportedTargetsForTest(0);
}

// Results do not depend on the thread count or on streaming stores (large outputs stream).
TEST(ThresholdResults, ThreadCountsAndStreamingStores)
{
    std::mt19937_64 rng(TestSeed() + 4);
    for (size_t threads : {size_t{1}, size_t{2}}) {
        aclp::SetThreadLimit(threads);
        Check(ACL_FLOAT, ACL_FLOAT, {{9000001}, {}}, {{9000001}, {}}, {ACL_FLOAT, 0.5}, {ACL_FLOAT, -2}, false, rng);
        Check(ACL_INT8, ACL_INT8, {{24000001}, {}}, {{24000001}, {}}, {ACL_INT32, 3}, {ACL_INT32, -1}, true, rng);
    }
    aclp::SetThreadLimit(0);
}

}  // namespace
}  // namespace aclp_test
