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
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "aclnn/opdev/op_errno.h"

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
    // A storage claimed past 2^62 bytes (the byte offset of its end overflows 64 bits), and ints that are
    // no aclDataType or aclFormat value. Only claims the library must refuse whatever the dtype: a smaller
    // lie (2^61 INT8 elements over a 64-byte buffer) is a storage no check can tell from a real one.
    if (fdp.ConsumeIntegralInRange(0, 15) == 0) {
        static const int64_t kClaimed[] = {int64_t{1} << 61, int64_t{1} << 62, (int64_t{1} << 62) - 1, INT64_MAX};
        const __int128 elemBytes = std::max<size_t>(aclDataTypeSize(t.dtype), 1);
        t.hasClaimedStorage = true;
        t.claimedStorage = {fdp.PickValueInArray(kClaimed)};
        if (fdp.ConsumeBool() || t.dtype == ACL_UINT1 ||
            static_cast<__int128>(t.claimedStorage[0]) * elemBytes <= (static_cast<__int128>(1) << 62)) {
            t.claimedStorage = {int64_t{1} << 40, int64_t{1} << 40};  // 2^80 elements: refused for any dtype
        }
        if (fdp.ConsumeBool()) {
            t.offset = t.claimedStorage[0] - 16;
        }
    }
    static const int kCodes[] = {99, 1000, INT32_MAX, INT32_MIN, 7777, -2, 5, 14};
    if (fdp.ConsumeIntegralInRange(0, 20) == 0) {
        t.hasDtypeCode = true;
        t.dtypeCode = fdp.PickValueInArray(kCodes);
    }
    if (fdp.ConsumeIntegralInRange(0, 20) == 0) {
        t.hasFormatCode = true;
        t.formatCode = fdp.PickValueInArray(kCodes);
    }
}

void Expect(bool ok, const char *what, aclnnStatus got)
{
    if (!ok) {
        std::fprintf(stderr, "%s: executor sequence: %s (status %d, message: %s)\n", ACLP_FUZZ_OP, what,
                     static_cast<int>(got), aclGetRecentErrMsg());
        std::abort();
    }
}

// Executors over a small valid call, driven through any sequence of creation, runs, destruction,
// repeatability and re-addressing (null addresses and out-of-range slots included; one tensor passed
// as two inputs where the operator has two of the same kind). A spent or destroyed handle must be
// refused whatever became of its slot, a live one must work, and nothing may crash.
void ExecutorSequence(FuzzedDataProvider &fdp, const accuracy::OpDef &op, aclrtStream stream)
{
    constexpr int64_t kN = 16;
    static std::vector<void *> buffers = [] {
        std::vector<void *> b(6);
        for (void *&p : b) {
            aclrtMalloc(&p, 4 * kN, ACL_MEM_MALLOC_HUGE_FIRST);
            aclrtMemset(p, 4 * kN, 0x3F, 4 * kN);
        }
        return b;
    }();
    const int64_t shape[] = {kN};
    const int64_t stride[] = {1};
    auto make = [&](size_t buffer, bool bits) {
        return aclCreateTensor(shape, 1, bits ? ACL_UINT1 : ACL_FLOAT, stride, 0, ACL_FORMAT_ND, shape, 1,
                               buffers[buffer]);
    };
    std::vector<aclTensor *> in, out;
    for (size_t k = 0; k < op.tensorInputs.size(); ++k) {
        in.push_back(make(k, static_cast<int>(k) == op.bitsInput));
    }
    const bool sameTwice = in.size() == 2 && op.bitsInput < 0 && fdp.ConsumeBool();
    aclTensor *const second = sameTwice ? in[1] : nullptr;
    if (sameTwice) {
        in[1] = in[0];
    }
    for (size_t k = 0; k < op.outputs.size(); ++k) {
        out.push_back(make(3 + k, static_cast<int>(k) == op.bitsOutput));
    }
    float zero = 0.0f;
    aclScalar *scalar = aclCreateScalar(&zero, ACL_FLOAT);
    const std::vector<const aclScalar *> scalars(op.scalarInputs.size(), scalar);
    struct Handle {
        aclOpExecutor *executor;
        bool live;
        bool repeatable;
    };
    std::vector<Handle> handles;
    const size_t inputs = in.size(), all = in.size() + out.size();
    for (int step = fdp.ConsumeIntegralInRange(1, 24); step > 0 && fdp.remaining_bytes() > 0; --step) {
        const int action = fdp.ConsumeIntegralInRange(0, 4);
        if (action == 0 || handles.empty()) {
            uint64_t ws = 0;
            aclOpExecutor *e = nullptr;
            const aclnnStatus s = op.phase1(in.data(), scalars.data(), out.data(), &ws, &e);
            Expect(s == ACLNN_SUCCESS && ws == 0, "phase 1 of a valid call failed", s);
            handles.push_back({e, true, false});
            continue;
        }
        Handle &h = handles[fdp.ConsumeIntegralInRange<size_t>(0, handles.size() - 1)];
        const aclnnStatus refused = h.live ? ACLNN_SUCCESS : ACLNN_ERR_INNER;
        if (action == 1) {
            const aclnnStatus s = op.phase2(nullptr, 0, h.executor, stream);
            Expect(s == refused, h.live ? "a live executor did not run" : "a spent handle ran", s);
            h.live = h.live && h.repeatable;
        } else if (action == 2) {
            const aclnnStatus s = aclDestroyAclOpExecutor(h.executor);
            Expect(s == refused, h.live ? "destroying a live executor failed" : "a spent handle was destroyed", s);
            h.live = false;
        } else if (action == 3) {
            const aclnnStatus s = aclSetAclOpExecutorRepeatable(h.executor);
            Expect(s == refused, "aclSetAclOpExecutorRepeatable", s);
            h.repeatable = h.repeatable || h.live;
        } else {
            const size_t slot = fdp.ConsumeIntegralInRange<size_t>(0, all + 1);
            const bool null = fdp.ConsumeIntegralInRange(0, 3) == 0;
            void *addr = null ? nullptr : buffers[fdp.ConsumeIntegralInRange<size_t>(0, buffers.size() - 1)];
            aclTensor *t = slot < inputs ? in[slot] : slot < all ? out[slot - inputs] : out[0];
            void *own = nullptr;           // the setter moves the tensor too: put it back for later first stages,
            aclGetRawTensorAddr(t, &own);  // which would otherwise (rightly) refuse overlapping buffers
            const aclnnStatus s = aclSetTensorAddr(h.executor, slot, t, addr);
            aclSetRawTensorAddr(t, own);
            const aclnnStatus want = !h.live       ? ACLNN_ERR_INNER
                                     : slot >= all ? ACLNN_ERR_PARAM_INVALID
                                     : null        ? ACLNN_ERR_PARAM_NULLPTR
                                                   : ACLNN_SUCCESS;
            Expect(s == want, "aclSetTensorAddr", s);
        }
    }
    for (const Handle &h : handles) {
        if (h.live) {
            Expect(aclDestroyAclOpExecutor(h.executor) == ACLNN_SUCCESS, "destroying a live executor", 0);
        }
    }
    for (size_t k = 0; k < in.size(); ++k) {
        if (k == 0 || in[k] != in[0]) {
            aclDestroyTensor(in[k]);
        }
    }
    aclDestroyTensor(second);
    for (aclTensor *t : out) {
        aclDestroyTensor(t);
    }
    aclDestroyScalar(scalar);
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
    if (fdp.ConsumeIntegralInRange(0, 3) == 0) {
        accuracy::TestCase find;
        find.op = ACLP_FUZZ_OP;
        ExecutorSequence(fdp, *accuracy::FindOperator(find), stream);
        return 0;
    }
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
    for (const auto &names : op->scalarInputs) {
        TensorSpec s;
        s.name = names[0];
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
