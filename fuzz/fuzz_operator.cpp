// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// libFuzzer target for one operator's two stages (ACLP_FUZZ_OP names it): the fuzzer's bytes become a
// case of aclnn-accuracy (tensor descriptors of rank 0-9 with sizes 0, small, huge or negative; strides
// 0, negative, overlapping; offsets; storage shapes too small for the view; every aclDataType value and
// invalid ones; null tensors, null data, null out-parameters; scalars of every dtype incl. NaN), run
// over real buffers with guard bytes. The case passes when the first stage refuses with 161001/161002
// and a message and nothing was written, or when it succeeds and every output equals the golden bitwise
// with nothing written outside out's view; anything else aborts, and so does any sanitizer report.
#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "acl/acl.h"
#include "operators.h"
#include "runner.h"

namespace {

using accuracy::TensorSpec;

constexpr int64_t kBig = int64_t{1} << 18;  // views above this many elements get a small storage

int64_t Dim(FuzzedDataProvider &fdp)
{
    static const int64_t kDims[] = {0,
                                    1,
                                    1,
                                    2,
                                    3,
                                    4,
                                    5,
                                    7,
                                    8,
                                    9,
                                    16,
                                    17,
                                    63,
                                    64,
                                    65,
                                    255,
                                    -1,
                                    int64_t{1} << 20,
                                    int64_t{1} << 40,
                                    int64_t{1} << 62};
    return fdp.PickValueInArray(kDims);
}

aclDataType Dtype(FuzzedDataProvider &fdp, aclDataType usual)
{
    switch (fdp.ConsumeIntegralInRange(0, 7)) {
        case 0: return static_cast<aclDataType>(fdp.ConsumeIntegralInRange(-2, 45));
        case 1: {
            static const aclDataType kReal[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16,  ACL_DOUBLE, ACL_INT8,
                                                ACL_UINT8, ACL_INT16,   ACL_INT32, ACL_INT64,  ACL_BOOL};
            return fdp.PickValueInArray(kReal);
        }
        default: return usual;
    }
}

int64_t Numel(const std::vector<int64_t> &shape)
{
    __int128 n = 1;
    for (int64_t d : shape) {
        n = d <= 0 ? 0 : std::min<__int128>(n * d, kBig * 4);
    }
    return static_cast<int64_t>(n);
}

// A view of `shape` (or a mutation of it) with hostile strides, offset and storage now and then.
void Layout(FuzzedDataProvider &fdp, TensorSpec &t, const std::vector<int64_t> &shape)
{
    t.shape = shape;
    t.hasShape = true;
    if (fdp.ConsumeIntegralInRange(0, 9) == 0 && !t.shape.empty()) {
        t.shape[fdp.ConsumeIntegralInRange<size_t>(0, t.shape.size() - 1)] = Dim(fdp);
    }
    if (fdp.ConsumeIntegralInRange(0, 3) == 0) {
        t.hasStrides = true;
        for (size_t i = 0; i < t.shape.size(); ++i) {
            static const int64_t kStrides[] = {0, 1, 2, 3, -1, 7, 64, int64_t{1} << 40};
            t.strides.push_back(fdp.PickValueInArray(kStrides));
        }
    }
    if (fdp.ConsumeIntegralInRange(0, 5) == 0) {
        static const int64_t kOffsets[] = {1, 3, -1, int64_t{1} << 50};
        t.offset = fdp.PickValueInArray(kOffsets);
    }
    if (Numel(t.shape) > kBig || fdp.ConsumeIntegralInRange(0, 5) == 0) {
        t.hasStorageShape = true;
        static const int64_t kStorage[] = {0, 1, 7, 64, 1000, -5};
        t.storageShape = {fdp.PickValueInArray(kStorage)};
    } else if (t.hasStrides || t.offset) {
        // Large enough for any view of these strides: 4x the dense size plus the offset, capped.
        t.hasStorageShape = true;
        t.storageShape = {std::min<int64_t>(4 * Numel(t.shape) + std::max<int64_t>(t.offset, 0) + 64, 4 * kBig)};
    }
    t.isNull = fdp.ConsumeIntegralInRange(0, 30) == 0;
    t.nullData = fdp.ConsumeIntegralInRange(0, 30) == 0;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    aclInit(nullptr);
    aclrtSetDevice(0);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static aclrtStream stream = [] {
        aclrtStream s = nullptr;
        aclrtCreateStream(&s);
        return s;
    }();
    FuzzedDataProvider fdp(data, size);
    accuracy::TestCase c;
    c.file = "fuzz";
    c.op = ACLP_FUZZ_OP;
    c.standard.name = "bitwise";
    c.acceptRefusal = true;
    const accuracy::OpDef *op = accuracy::FindOperator(c);
    static const aclDataType kUsual[] = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16, ACL_INT8, ACL_UINT8, ACL_INT32, ACL_INT64};
    const aclDataType usual = fdp.PickValueInArray(kUsual);
    std::vector<int64_t> shape(fdp.ConsumeIntegralInRange(0, 9));
    for (int64_t &d : shape) {
        d = fdp.ConsumeIntegralInRange(0, 7) == 0 ? Dim(fdp) : fdp.ConsumeIntegralInRange<int64_t>(1, 9);
    }
    for (size_t k = 0; k < op->tensorInputs.size(); ++k) {
        TensorSpec t;
        t.name = op->tensorInputs[k][0];
        const bool mask = static_cast<int>(k) == op->bitsInput;
        t.dtype = Dtype(fdp, mask ? ACL_UINT1 : usual);
        t.dtypeText = "fuzz";
        Layout(fdp, t, shape);
        t.range.lo = -4;
        t.range.hi = 4;
        t.range.outliers = {0.0, -0.0, 3.0, -3.0, HUGE_VAL, -HUGE_VAL, NAN, 1e-40, 255, -128};
        t.range.outlierRatio = 0.2;
        c.inputs.push_back(t);
    }
    if (!op->scalarInput.empty()) {
        TensorSpec s;
        s.name = op->scalarInput[0];
        s.isScalar = true;
        s.dtype = Dtype(fdp, ACL_FLOAT);
        s.isNull = fdp.ConsumeIntegralInRange(0, 30) == 0;
        s.range.kind = accuracy::ValueRange::Kind::kConstant;
        static const double kThresholds[] = {0, 1, -1, 0.5, -17, 3, 300, 1e10, HUGE_VAL, -HUGE_VAL, NAN, -0.0};
        s.range.constant = fdp.PickValueInArray(kThresholds);
        c.inputs.push_back(s);
    }
    for (size_t k = 0; k < op->outputs.size(); ++k) {
        TensorSpec t;
        t.name = op->outputs[k];
        if (fdp.ConsumeIntegralInRange(0, 3) == 0 || Numel(shape) > kBig) {
            t.dtype = fdp.ConsumeBool() ? ACL_DT_UNDEFINED : Dtype(fdp, usual);
            Layout(fdp, t, shape);
            if (fdp.ConsumeIntegralInRange(0, 10) == 0) {
                t.aliasOf = c.inputs[0].name;
                t.hasShape = fdp.ConsumeBool();
            }
        }
        c.outputs.push_back(t);
    }
    c.nullWorkspaceSize = fdp.ConsumeIntegralInRange(0, 40) == 0;
    c.nullExecutor = fdp.ConsumeIntegralInRange(0, 40) == 0;
    accuracy::RunOptions options;
    options.seed = fdp.ConsumeIntegral<uint64_t>();
    options.strict = true;
    options.maxStorageBytes = size_t{1} << 26;
    const accuracy::CaseResult r = accuracy::RunCase(c, options, stream);
    if (!r.pass) {
        std::fprintf(stderr, "%s: %s\n", ACLP_FUZZ_OP, r.detail.c_str());
        auto print = [](const char *role, const TensorSpec &t) {
            std::fprintf(stderr, "  %s %s: dtype %d%s%s shape", role, t.name.c_str(), static_cast<int>(t.dtype),
                         t.isNull ? " null" : "", t.nullData ? " null-data" : "");
            for (int64_t d : t.shape) {
                std::fprintf(stderr, " %lld", static_cast<long long>(d));
            }
            std::fprintf(stderr, " | strides");
            for (int64_t s : t.strides) {
                std::fprintf(stderr, " %lld", static_cast<long long>(s));
            }
            std::fprintf(stderr, " | offset %lld | storage", static_cast<long long>(t.offset));
            for (int64_t s : t.storageShape) {
                std::fprintf(stderr, " %lld", static_cast<long long>(s));
            }
            std::fprintf(stderr, "%s%s | constant %g\n", t.aliasOf.empty() ? "" : " alias of ", t.aliasOf.c_str(),
                         t.range.constant);
        };
        for (const TensorSpec &t : c.inputs) {
            print("input", t);
        }
        for (const TensorSpec &t : c.outputs) {
            print("output", t);
        }
        for (const std::string &note : r.notes) {
            std::fprintf(stderr, "  note: %s\n", note.c_str());
        }
        std::abort();
    }
    return 0;
}
