// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Results of a one-input operator (self -> out, or in place) against its golden in the operator table
// (the double-precision golden the accuracy tool judges with): lays self out in any strided view, runs
// the operator's two stages, and compares every element of out's view bitwise (any NaN matches any NaN)
// and every byte of out's storage outside the view with what was there. Tests link aclnn_accuracy_core.
#ifndef ACLP_TESTS_COMMON_UNARY_GOLDEN_CHECK_H_
#define ACLP_TESTS_COMMON_UNARY_GOLDEN_CHECK_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "common/test_util.h"
#include "dtypes.h"
#include "operator_def.h"

namespace aclp_test {

struct Layout {
    std::vector<int64_t> shape;
    std::vector<int64_t> strides;  // empty: row-major
};

// The storage index of each element of the view, in row-major order of the view.
inline std::vector<int64_t> ViewIndices(const Layout &layout)
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

// Storage bits of `n` elements of `dtype`: any bit pattern (NaN payloads, subnormals, the whole integer
// range), a quarter in [-8, 8) for floating types, and a quarter from `specials` (real values).
inline std::vector<uint64_t> MixedValues(aclDataType dtype, size_t n, const std::vector<double> &specials,
                                         std::mt19937_64 &rng)
{
    std::vector<uint64_t> bits(n);
    const size_t bytes = accuracy::ElementBytes(dtype);
    const bool floating = accuracy::IsFloating(dtype);
    std::uniform_real_distribution<double> uniform(-8.0, 8.0);
    for (size_t i = 0; i < n; ++i) {
        const uint64_t r = rng();
        if (!specials.empty() && r % 4 == 0) {
            const double v = specials[(r >> 8) % specials.size()];
            bits[i] = floating ? accuracy::RoundToBits(dtype, v)
                               : static_cast<uint64_t>(accuracy::SaturateToInteger(dtype, v));
        } else if (floating && r % 4 == 1) {
            bits[i] = accuracy::RoundToBits(dtype, uniform(rng));
        } else {
            bits[i] = rng();
        }
        bits[i] &= bytes >= 8 ? ~uint64_t{0} : (uint64_t{1} << (8 * bytes)) - 1;
    }
    return bits;
}

// The values every floating test mixes in: NaNs, infinities, signed zeros, subnormals and +-3.
inline std::vector<double> FloatSpecials()
{
    const double inf = INFINITY;
    return {std::nan(""), -std::nan(""), inf, -inf, 0.0, -0.0, 1e-40, -1e-40, 1e-45, -1e-45, 3.0, -3.0};
}

// FloatSpecials() and, for a finite `bound`, +-bound and the floats and doubles just either side of it: the
// edges of a band |x| <= bound.
inline std::vector<double> SpecialsAround(double bound)
{
    std::vector<double> specials = FloatSpecials();
    if (std::isfinite(bound) && std::fabs(bound) <= 3.4e38) {  // (a float32 value, or near one)
        const float f = static_cast<float>(bound);
        for (double v :
             {bound, std::nextafter(bound, 1e308), std::nextafter(bound, -1e308),
              static_cast<double>(std::nextafter(f, HUGE_VALF)), static_cast<double>(std::nextafter(f, -HUGE_VALF))}) {
            specials.push_back(v);
            specials.push_back(-v);
        }
    }
    return specials;
}

// A scalar argument of a test: its dtype and value (integers truncated, floating values rounded to the dtype).
struct TestScalar {
    aclDataType dtype;
    double value;
};

inline aclScalar *MakeScalar(const TestScalar &s)
{
    uint8_t raw[16] = {};
    if (accuracy::IsFloating(s.dtype)) {
        accuracy::StoreBits(s.dtype, accuracy::RoundToBits(s.dtype, s.value), raw);
    } else {
        accuracy::StoreBits(s.dtype, static_cast<uint64_t>(static_cast<int64_t>(s.value)), raw);
    }
    return aclCreateScalar(raw, s.dtype);
}

// The scalar as the golden sees it.
inline optable::ScalarIn ScalarInOf(const TestScalar &s)
{
    optable::ScalarIn in;
    in.dtype = s.dtype;
    in.isInteger = !accuracy::IsFloating(s.dtype);
    in.integer = in.isInteger ? static_cast<int64_t>(s.value) : 0;  // (a float scalar may be NaN or +-Inf)
    in.real = in.isInteger ? s.value : accuracy::BitsToDouble(s.dtype, accuracy::RoundToBits(s.dtype, s.value));
    return in;
}

// The views every one-input operator is checked on, as {self, out, in place}: a transposed self, a strided
// out (every other column, rows 70 apart), both strided, dense and strided in place, and 0-d.
struct ViewCase {
    Layout self;
    Layout out;
    bool inplace;
};
inline std::vector<ViewCase> StridedViewCases()
{
    const Layout dense{{40, 33}, {}};
    const Layout transposed{{40, 33}, {1, 40}};
    const Layout everyOther{{40, 33}, {70, 2}};
    return {{transposed, dense, false}, {dense, everyOther, false},     {everyOther, transposed, false},
            {dense, dense, true},       {everyOther, everyOther, true}, {{{}, {}}, {{}, {}}, false}};
}

// Checks that `def`'s golden maps each FLOAT input's bits to the paired output bits (PyTorch's, printed by
// torch), and returns the inputs, for the caller to run the operator on.
inline std::vector<uint64_t> ExpectFloatGoldenBits(const optable::OperatorDef &def,
                                                   const std::vector<optable::ScalarIn> &scalars,
                                                   const std::vector<std::pair<uint32_t, uint32_t>> &pairs)
{
    std::vector<uint64_t> x;
    for (const auto &p : pairs) {
        x.push_back(p.first);
        optable::GoldenContext ctx;
        ctx.inDtypes = {ACL_FLOAT};
        ctx.outDtypes = {ACL_FLOAT};
        ctx.scalars = scalars;
        optable::ElementIn in;
        in.real = accuracy::BitsToDouble(ACL_FLOAT, p.first);
        in.bits = p.first;
        optable::ElementOut out;
        def.golden(ctx, &in, &out);
        EXPECT_EQ(out.ref, p.second) << std::hex << "golden of 0x" << p.first;
    }
    return x;
}

struct UnaryCase {
    aclDataType selfDtype;
    aclDataType outDtype;
    Layout self;
    Layout out;
    bool inplace = false;  // the result goes to self's view (out is not used)
};

// Phase 1 of the entry under test for the tensors made here (out is self when in place), and phase 2.
using UnaryPhase1 = std::function<aclnnStatus(aclTensor *self, aclTensor *out, uint64_t *ws, aclOpExecutor **ex)>;
using UnaryPhase2 = aclnnStatus (*)(void *, uint64_t, aclOpExecutor *, aclrtStream);

// Runs one call on self holding `x` (storage bits, in view order) and checks out against the golden of
// `def` with `scalars`.
inline void CheckUnaryAgainstGolden(const optable::OperatorDef &def, const std::vector<optable::ScalarIn> &scalars,
                                    const UnaryCase &c, const std::vector<uint64_t> &x, const UnaryPhase1 &phase1,
                                    UnaryPhase2 phase2)
{
    SCOPED_TRACE(def.aclnnName + " " + accuracy::DtypeName(c.selfDtype) + " -> " + accuracy::DtypeName(c.outDtype) +
                 " shape " + ShapeString(c.self.shape) + (c.inplace ? " in place" : ""));
    const std::vector<int64_t> selfAt = ViewIndices(c.self), outAt = ViewIndices(c.out);
    const size_t n = selfAt.size(), selfBytes = accuracy::ElementBytes(c.selfDtype);
    const size_t outBytes = accuracy::ElementBytes(c.outDtype);
    ASSERT_EQ(x.size(), n);
    auto storageOf = [](const std::vector<int64_t> &at) {
        int64_t most = 0;
        for (int64_t i : at)
            most = std::max(most, i + 1);
        return most;
    };
    const int64_t selfStorage = storageOf(selfAt), outStorage = storageOf(outAt);
    std::vector<uint8_t> selfHost(static_cast<size_t>(selfStorage) * selfBytes, 0x77);
    for (size_t i = 0; i < n; ++i)
        accuracy::StoreBits(c.selfDtype, x[i], selfHost.data() + selfAt[i] * selfBytes);
    std::vector<uint8_t> outHost(static_cast<size_t>(outStorage) * outBytes, 0x77);
    DeviceBuffer selfBuffer(selfHost.size()), outBuffer(outHost.size());
    selfBuffer.Upload(selfHost);
    outBuffer.Upload(outHost);
    const std::vector<int64_t> selfStrides = c.self.strides.empty() ? RowMajorStrides(c.self.shape) : c.self.strides;
    const std::vector<int64_t> outStrides = c.out.strides.empty() ? RowMajorStrides(c.out.shape) : c.out.strides;
    const std::vector<int64_t> selfStorageShape = {selfStorage}, outStorageShape = {outStorage};
    aclTensor *self = MakeTensor(c.self.shape, c.selfDtype, selfBuffer.get(), &selfStrides, 0, &selfStorageShape);
    aclTensor *out = MakeTensor(c.out.shape, c.outDtype, outBuffer.get(), &outStrides, 0, &outStorageShape);
    uint64_t ws = 0;
    aclOpExecutor *ex = nullptr;
    const aclnnStatus status = phase1(self, c.inplace ? self : out, &ws, &ex);
    if (status != ACLNN_SUCCESS) {
        Destroy({self, out});
        FAIL() << "phase 1: " << status << " " << aclGetRecentErrMsg();
    }
    DeviceBuffer workspace(ws);
    EXPECT_EQ(phase2(workspace.get(), ws, ex, nullptr), ACLNN_SUCCESS);
    EXPECT_EQ(aclrtSynchronizeStream(nullptr), ACL_SUCCESS);
    Destroy({self, out});
    const std::vector<uint8_t> got =
        (c.inplace ? selfBuffer : outBuffer).Download<uint8_t>((c.inplace ? selfHost : outHost).size());
    const std::vector<int64_t> &gotAt = c.inplace ? selfAt : outAt;
    const aclDataType gotDtype = c.inplace ? c.selfDtype : c.outDtype;
    const size_t gotBytes = c.inplace ? selfBytes : outBytes;
    optable::GoldenContext ctx;
    ctx.inDtypes = {c.selfDtype};
    ctx.outDtypes = {gotDtype};
    ctx.scalars = scalars;
    size_t bad = 0;
    for (size_t i = 0; i < n; ++i) {
        optable::ElementIn in;
        in.bits = x[i];
        uint8_t raw[8] = {};
        accuracy::StoreBits(c.selfDtype, x[i], raw);
        if (accuracy::IsFloating(c.selfDtype)) {
            in.real = accuracy::LoadFloat(c.selfDtype, raw);
        } else {
            in.integer = accuracy::LoadInteger(c.selfDtype, raw);
            in.real = static_cast<double>(in.integer);
        }
        optable::ElementOut want;
        def.golden(ctx, &in, &want);
        const uint64_t result = accuracy::LoadBits(gotDtype, got.data() + gotAt[i] * gotBytes);
        const bool bothNan = accuracy::IsFloating(gotDtype) && std::isnan(accuracy::BitsToDouble(gotDtype, want.ref)) &&
                             std::isnan(accuracy::BitsToDouble(gotDtype, result));
        if (!bothNan && want.ref != result && ++bad <= 5) {
            ADD_FAILURE() << "element " << i << ": self bits 0x" << std::hex << x[i] << " want 0x" << want.ref
                          << " got 0x" << result;
        }
    }
    EXPECT_EQ(bad, 0u);
    if (!c.inplace) {  // out's storage outside its view is untouched
        std::vector<bool> inView(outHost.size() / outBytes, false);
        for (int64_t i : outAt)
            inView[static_cast<size_t>(i)] = true;
        for (size_t e = 0; e < inView.size(); ++e) {
            for (size_t b = 0; b < outBytes && !inView[e]; ++b)
                ASSERT_EQ(got[e * outBytes + b], 0x77) << "storage element " << e << " outside out's view was written";
        }
    }
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_UNARY_GOLDEN_CHECK_H_
