// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The operators at the memory limit. Each benchmark reports bytes_per_second counting every input
// read once and the output written once; the copy baselines of the same footprint and thread count
// run in the same process, so ratios are meaningful on a noisy shared machine (bench/report.py turns
// the JSON output into the ratio tables). <op>: 0 ThresholdBackward, 1 HardsigmoidBackward, 2 ReluV2,
// 3 ReluGradV2; all data tensors of one dtype, masks 1 bit per element.
//
//   BM_Copy/<kind 0=memcpy 1=non-temporal>/<bytes moved>/<threads>
//   BM_Op/<op>/<dtype>/<elements>/<threads>
//   BM_OpVsCopy/<op>/<dtype>/<elements>/<threads>
//       the operator, memcpy and the non-temporal copy of the same footprint, interleaved in every
//       iteration so machine noise hits all three alike; counters are medians: op_GBps, memcpy_GBps,
//       nt_GBps and ratio = op / best copy (the figure the reports quote)
//   BM_MaskVsThreshold/<dtype>/<elements>/<threads>
//       ReluGradV2 and ThresholdBackward on the same gradients, interleaved; counter time_ratio is the
//       median of ReluGradV2's time over ThresholdBackward's
//   BM_TwoStageCall/<op>/<elements>   one full GetWorkspaceSize + run + synchronize, FLOAT, one thread
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <vector>

#include "acl/acl.h"
#include "aclnnop/aclnn_hardsigmoid_backward.h"
#include "aclnnop/aclnn_relu_grad_v2.h"
#include "aclnnop/aclnn_relu_v2.h"
#include "aclnnop/aclnn_threshold_backward.h"
#include "copy_baselines.h"
#include "engine/machine.h"

namespace {

size_t ElemSize(aclDataType dtype)
{
    return aclDataTypeSize(dtype);
}

struct DeviceArray {
    explicit DeviceArray(size_t bytes)
    {
        aclrtMalloc(&ptr, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
        // Touch every page, and give values a mix of signs so the select is not trivially predictable.
        auto *p = static_cast<uint8_t *>(ptr);
        uint64_t x = 0x9E3779B97F4A7C15ull;
        for (size_t i = 0; i + 8 <= bytes; i += 8) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            std::memcpy(p + i, &x, 8);
        }
    }
    ~DeviceArray() { aclrtFree(ptr); }
    void *ptr = nullptr;
};

void BM_Copy(benchmark::State &state)
{
    const bool stream = state.range(0) != 0;
    const size_t moved = static_cast<size_t>(state.range(1));  // read + written
    const size_t threads = static_cast<size_t>(state.range(2));
    const size_t bytes = moved / 2;
    DeviceArray src(bytes), dst(bytes);
    for (auto _ : state) {
        if (stream) {
            aclp_bench::ParallelStreamCopy(static_cast<uint8_t *>(dst.ptr), static_cast<uint8_t *>(src.ptr), bytes,
                                           threads);
        } else {
            aclp_bench::ParallelMemcpy(static_cast<uint8_t *>(dst.ptr), static_cast<uint8_t *>(src.ptr), bytes,
                                       threads);
        }
        benchmark::ClobberMemory();
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(moved));
}

// Floating tensors get values a training step would see, uniform in [-scale, scale] (no denormals,
// which slow multiplies and get benchmarks of their own); integer tensors keep the random bytes.
void FillRealistic(aclDataType dtype, int64_t n, void *data, float scale)
{
    uint32_t x = 0x12345678u;
    for (int64_t i = 0; i < n; ++i) {
        x = x * 1664525u + 1013904223u;
        const float v = scale * (static_cast<float>(x >> 8) / 8388608.0f - 1.0f);
        uint32_t bits;
        std::memcpy(&bits, &v, 4);
        if (dtype == ACL_FLOAT) {
            static_cast<float *>(data)[i] = v;
        } else if (dtype == ACL_FLOAT16) {
            static_cast<uint16_t *>(data)[i] = aclFloatToFloat16(v);
        } else if (dtype == ACL_BF16) {
            static_cast<uint16_t *>(data)[i] = static_cast<uint16_t>(bits >> 16);
        }
    }
}

// One operator call on dense 1-D tensors of one dtype, made the way a user makes it.
struct OpCall {
    OpCall(int op, aclDataType dtype, int64_t n)
        : op(op),
          elemBytes(ElemSize(dtype)),
          n(n),
          grad(n * ElemSize(dtype)),
          self(n * ElemSize(dtype)),
          out(n * ElemSize(dtype)),
          mask((n + 7) / 8)
    {
        FillRealistic(dtype, n, grad.ptr, 1.0f);
        FillRealistic(dtype, n, self.ptr, 5.0f);
        gt = aclCreateTensor(&n, 1, dtype, nullptr, 0, ACL_FORMAT_ND, &n, 1, grad.ptr);
        st = aclCreateTensor(&n, 1, dtype, nullptr, 0, ACL_FORMAT_ND, &n, 1, self.ptr);
        ot = aclCreateTensor(&n, 1, dtype, nullptr, 0, ACL_FORMAT_ND, &n, 1, out.ptr);
        mt = aclCreateTensor(&n, 1, ACL_UINT1, nullptr, 0, ACL_FORMAT_ND, &n, 1, mask.ptr);
        int32_t zero = 0;
        thr = aclCreateScalar(&zero, ACL_INT32);
        if (op == 3) {  // the mask a forward pass would have saved
            uint64_t workspaceSize = 0;
            aclOpExecutor *executor = nullptr;
            aclnnReluV2GetWorkspaceSize(st, ot, mt, &workspaceSize, &executor);
            aclnnReluV2(nullptr, 0, executor, nullptr);
        }
    }
    // Bytes each call moves: every input read once, every output written once.
    size_t Moved() const
    {
        const size_t data = static_cast<size_t>(n) * elemBytes;
        return op <= 1 ? 3 * data : 2 * data + (static_cast<size_t>(n) + 7) / 8;
    }
    ~OpCall()
    {
        aclDestroyTensor(gt);
        aclDestroyTensor(st);
        aclDestroyTensor(ot);
        aclDestroyTensor(mt);
        aclDestroyScalar(thr);
    }
    bool Run(aclrtStream stream)
    {
        uint64_t workspaceSize = 0;
        aclOpExecutor *executor = nullptr;
        aclnnStatus status = 0;
        switch (op) {
            case 0:
                status = aclnnThresholdBackwardGetWorkspaceSize(gt, st, thr, ot, &workspaceSize, &executor);
                status = status ? status : aclnnThresholdBackward(nullptr, workspaceSize, executor, stream);
                break;
            case 1:
                status = aclnnHardsigmoidBackwardGetWorkspaceSize(gt, st, ot, &workspaceSize, &executor);
                status = status ? status : aclnnHardsigmoidBackward(nullptr, workspaceSize, executor, stream);
                break;
            case 2:
                status = aclnnReluV2GetWorkspaceSize(st, ot, mt, &workspaceSize, &executor);
                status = status ? status : aclnnReluV2(nullptr, workspaceSize, executor, stream);
                break;
            default:
                status = aclnnReluGradV2GetWorkspaceSize(gt, mt, ot, &workspaceSize, &executor);
                status = status ? status : aclnnReluGradV2(nullptr, workspaceSize, executor, stream);
        }
        return status == 0 && aclrtSynchronizeStream(stream) == ACL_SUCCESS;
    }
    int op;
    size_t elemBytes;
    int64_t n;
    DeviceArray grad, self, out, mask;
    aclTensor *gt, *st, *ot, *mt;
    aclScalar *thr;
};

void BM_Op(benchmark::State &state)
{
    const auto dtype = static_cast<aclDataType>(state.range(1));
    const int64_t n = state.range(2);
    aclp::SetThreadLimit(static_cast<size_t>(state.range(3)));
    OpCall call(static_cast<int>(state.range(0)), dtype, n);
    for (auto _ : state) {
        if (!call.Run(nullptr)) {
            state.SkipWithError(aclGetRecentErrMsg());
            break;
        }
    }
    aclp::SetThreadLimit(0);
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * call.Moved()));
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * n);
}

double Median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

void BM_OpVsCopy(benchmark::State &state)
{
    using Clock = std::chrono::steady_clock;
    const auto dtype = static_cast<aclDataType>(state.range(1));
    const int64_t n = state.range(2);
    const size_t threads = static_cast<size_t>(state.range(3));
    aclp::SetThreadLimit(threads);
    OpCall call(static_cast<int>(state.range(0)), dtype, n);
    const size_t moved = call.Moved();
    DeviceArray src(moved / 2), dst(moved / 2);
    auto *s = static_cast<uint8_t *>(src.ptr);
    auto *d = static_cast<uint8_t *>(dst.ptr);
    std::vector<double> op, mem, nt;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        if (!call.Run(nullptr)) {
            state.SkipWithError(aclGetRecentErrMsg());
            break;
        }
        const auto t1 = Clock::now();
        aclp_bench::ParallelMemcpy(d, s, moved / 2, threads);
        const auto t2 = Clock::now();
        aclp_bench::ParallelStreamCopy(d, s, moved / 2, threads);
        const auto t3 = Clock::now();
        const double opSeconds = std::chrono::duration<double>(t1 - t0).count();
        op.push_back(moved / opSeconds / 1e9);
        mem.push_back(moved / std::chrono::duration<double>(t2 - t1).count() / 1e9);
        nt.push_back(moved / std::chrono::duration<double>(t3 - t2).count() / 1e9);
        state.SetIterationTime(opSeconds);
    }
    aclp::SetThreadLimit(0);
    std::vector<double> ratio(op.size());
    for (size_t i = 0; i < op.size(); ++i)
        ratio[i] = op[i] / std::max(mem[i], nt[i]);
    state.counters["op_GBps"] = Median(op);
    state.counters["memcpy_GBps"] = Median(mem);
    state.counters["nt_GBps"] = Median(nt);
    state.counters["ratio"] = Median(ratio);
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(moved));
}

void BM_MaskVsThreshold(benchmark::State &state)
{
    using Clock = std::chrono::steady_clock;
    const auto dtype = static_cast<aclDataType>(state.range(0));
    const int64_t n = state.range(1);
    aclp::SetThreadLimit(static_cast<size_t>(state.range(2)));
    OpCall reluGrad(3, dtype, n);
    OpCall threshold(0, dtype, n);
    std::vector<double> ratio;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        const bool ok = reluGrad.Run(nullptr);
        const auto t1 = Clock::now();
        if (!ok || !threshold.Run(nullptr)) {
            state.SkipWithError(aclGetRecentErrMsg());
            break;
        }
        const auto t2 = Clock::now();
        const double maskSeconds = std::chrono::duration<double>(t1 - t0).count();
        ratio.push_back(maskSeconds / std::chrono::duration<double>(t2 - t1).count());
        state.SetIterationTime(maskSeconds);
    }
    aclp::SetThreadLimit(0);
    state.counters["time_ratio"] = Median(ratio);
}

void BM_TwoStageCall(benchmark::State &state)
{
    aclp::SetThreadLimit(1);
    OpCall call(static_cast<int>(state.range(0)), ACL_FLOAT, state.range(1));
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    for (auto _ : state) {
        if (!call.Run(stream)) {
            state.SkipWithError(aclGetRecentErrMsg());
            break;
        }
    }
    aclrtDestroyStream(stream);
    aclp::SetThreadLimit(0);
}

// Sizes: 4K (L1) to 64M (DRAM) elements; the copies cover the same footprints.
void OpArgs(benchmark::internal::Benchmark *b)
{
    for (int op : {0, 1, 2, 3}) {
        for (int dtype : {ACL_FLOAT, ACL_BF16, ACL_INT8, ACL_FLOAT16}) {
            if ((op == 0 && dtype == ACL_FLOAT16) || (op == 1 && dtype == ACL_INT8)) {
                continue;  // ThresholdBackward: FLOAT, BF16, INT8; HardsigmoidBackward: FLOAT, BF16, FLOAT16
            }
            for (int64_t n :
                 {int64_t{1} << 12, int64_t{1} << 16, int64_t{1} << 20, int64_t{1} << 24, int64_t{1} << 26}) {
                for (int threads : {1, 2}) {
                    b->Args({op, dtype, n, threads});
                }
            }
        }
    }
}

void CopyArgs(benchmark::internal::Benchmark *b)
{
    for (int kind : {0, 1}) {
        for (int64_t n : {int64_t{1} << 12, int64_t{1} << 16, int64_t{1} << 20, int64_t{1} << 24, int64_t{1} << 26}) {
            for (int64_t elem : {4, 2, 1}) {
                for (int threads : {1, 2}) {
                    b->Args({kind, 3 * n * elem, threads});                // Threshold, Hardsigmoid
                    b->Args({kind, 2 * n * elem + (n + 7) / 8, threads});  // ReluV2, ReluGradV2
                }
            }
        }
    }
}

void MaskArgs(benchmark::internal::Benchmark *b)
{
    for (int dtype : {ACL_FLOAT, ACL_BF16, ACL_INT8}) {
        for (int64_t n : {int64_t{1} << 20, int64_t{1} << 24, int64_t{1} << 26}) {
            for (int threads : {1, 2}) {
                b->Args({dtype, n, threads});
            }
        }
    }
}

BENCHMARK(BM_Copy)->Apply(CopyArgs)->UseRealTime();
BENCHMARK(BM_Op)->Apply(OpArgs)->UseRealTime();
// DRAM sizes only: interleaving would evict the caches that in-cache sizes depend on (those compare
// with BM_Copy at the same footprint instead).
void RatioArgs(benchmark::internal::Benchmark *b)
{
    for (int op : {0, 1, 2, 3}) {
        for (int dtype : {ACL_FLOAT, ACL_BF16, ACL_INT8, ACL_FLOAT16}) {
            if ((op == 0 && dtype == ACL_FLOAT16) || (op == 1 && dtype == ACL_INT8)) {
                continue;  // ThresholdBackward: FLOAT, BF16, INT8; HardsigmoidBackward: FLOAT, BF16, FLOAT16
            }
            for (int64_t n : {int64_t{1} << 24, int64_t{1} << 26}) {
                for (int threads : {1, 2}) {
                    b->Args({op, dtype, n, threads});
                }
            }
        }
    }
}

BENCHMARK(BM_OpVsCopy)->Apply(RatioArgs)->UseManualTime();
BENCHMARK(BM_MaskVsThreshold)->Apply(MaskArgs)->UseManualTime();
BENCHMARK(BM_TwoStageCall)->Args({0, 64})->Args({1, 64})->Args({0, 4096});

}  // namespace

int main(int argc, char **argv)
{
    aclInit(nullptr);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    aclFinalize();
    return 0;
}
