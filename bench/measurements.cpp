// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What each benchmark kind measures and how (the kinds are listed in measurements.h).
#include "measurements.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "bench_problem.h"
#include "copy_baselines.h"
#include "dtypes.h"
#include "engine/machine.h"

namespace aclp_bench {

bool gSmoke = false;

namespace {

using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double>(b - a).count();
}

double Median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

// Sets the engine's thread cap for one benchmark and restores it after.
struct ThreadScope {
    explicit ThreadScope(size_t threads) { aclp::SetThreadLimit(threads); }
    ~ThreadScope() { aclp::SetThreadLimit(0); }
};

}  // namespace

void BM_Copy(benchmark::State &state, bool stream, size_t moved, size_t threads)
{
    const size_t bytes = moved / 2;
    DeviceArray src(bytes), dst(bytes);
    std::memset(src.ptr, 0x5A, bytes);
    for (auto _ : state) {
        if (stream) {
            ParallelStreamCopy(static_cast<uint8_t *>(dst.ptr), static_cast<uint8_t *>(src.ptr), bytes, threads);
        } else {
            ParallelMemcpy(static_cast<uint8_t *>(dst.ptr), static_cast<uint8_t *>(src.ptr), bytes, threads);
        }
        benchmark::ClobberMemory();
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * moved));
}

void BM_Op(benchmark::State &state, const OperatorDef *op, aclDataType dtype, int64_t n, size_t threads)
{
    ThreadScope scope(threads);
    OpCall call(*op, Data(dtype, n));
    for (auto _ : state) {
        if (!call.Run(nullptr)) {
            state.SkipWithError(aclGetRecentErrMsg());
            break;
        }
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * call.Moved()));
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * n);
    state.counters["moved_bytes"] = static_cast<double>(call.Moved());
}

void BM_OpVsCopy(benchmark::State &state, const OperatorDef *op, aclDataType dtype, int64_t n, size_t threads)
{
    ThreadScope scope(threads);
    OpCall call(*op, Data(dtype, n));
    const size_t moved = call.Moved();
    // The DRAM ceiling: copies too large for the last-level cache (a copy of 24 MB would partly hit a
    // 32 MB LLC, which the operator, its data evicted by the copies, never does).
    const size_t copyBytes = gSmoke ? moved / 2 : std::max(moved / 2, 4 * aclp::Machine().llcBytes);
    DeviceArray src(copyBytes), dst(copyBytes);
    std::memset(src.ptr, 0x5A, copyBytes);
    auto *s = static_cast<uint8_t *>(src.ptr);
    auto *d = static_cast<uint8_t *>(dst.ptr);
    // Also against a kernel with the operator's own traffic and nothing to compute (at least 4x the
    // LLC): a copy with a 1-bit mask stream for an operator with a mask, a streaming a + b for two
    // inputs and one output (a copy reads one byte per byte written, and reads are what a busy machine
    // slows), a streaming copy for one input and one output.
    const size_t traffic = copyBytes / 2 / 4096 * 4096;  // data bytes of one input or output
    const size_t elemBytes = aclDataTypeSize(dtype);
    const bool maskIn = op->bitsInput >= 0, maskOut = op->bitsOutput >= 0;
    const size_t dataTensors = op->TensorCount() - (maskIn ? 1 : 0) - (maskOut ? 1 : 0);
    state.SetLabel(maskIn || maskOut  ? "same traffic: copy + 1-bit stream"
                   : dataTensors == 3 ? "same traffic: a + b"
                                      : "same traffic: copy");
    auto sameTraffic = [&] {
        if (maskIn || maskOut) {
            ParallelStreamWithMask(d, s, s + traffic, traffic, elemBytes, maskOut, threads);
            return 2.0 * static_cast<double>(traffic) + static_cast<double>(traffic / elemBytes) / 8.0;
        }
        if (dataTensors == 3) {
            ParallelStreamAdd(d, s, s + traffic, traffic, threads);
            return 3.0 * static_cast<double>(traffic);
        }
        ParallelStreamCopy(d, s, traffic, threads);
        return 2.0 * static_cast<double>(traffic);
    };
    std::vector<double> ours, mem, nt, same, ratio, ratioToSame;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        if (!call.Run(nullptr)) {
            state.SkipWithError(aclGetRecentErrMsg());
            break;
        }
        const auto t1 = Clock::now();
        ParallelMemcpy(d, s, copyBytes, threads);
        const auto t2 = Clock::now();
        ParallelStreamCopy(d, s, copyBytes, threads);
        const auto t3 = Clock::now();
        ours.push_back(moved / Seconds(t0, t1) / 1e9);
        mem.push_back(2.0 * copyBytes / Seconds(t1, t2) / 1e9);
        nt.push_back(2.0 * copyBytes / Seconds(t2, t3) / 1e9);
        ratio.push_back(ours.back() / std::max(mem.back(), nt.back()));
        if (traffic != 0) {
            const double sameMoved = sameTraffic();
            same.push_back(sameMoved / Seconds(t3, Clock::now()) / 1e9);
            ratioToSame.push_back(ours.back() / same.back());
        }
        state.SetIterationTime(Seconds(t0, t1));
    }
    state.counters["op_GBps"] = Median(ours);
    state.counters["memcpy_GBps"] = Median(mem);
    state.counters["nt_GBps"] = Median(nt);
    state.counters["ratio"] = Median(ratio);
    if (!same.empty()) {
        state.counters["same_traffic_GBps"] = Median(same);
        state.counters["ratio_to_same_traffic"] = Median(ratioToSame);
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * moved));
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * n);
    state.counters["moved_bytes"] = static_cast<double>(moved);
}

// Runs `base` and `measured` alternately, so machine noise hits both alike; the iteration time is
// `measured`'s, and the result the median of its time over `base`'s.
template <class Base, class Measured>
double MedianTimeRatio(benchmark::State &state, Base base, Measured measured)
{
    std::vector<double> ratio;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        const bool ok = base();
        const auto t1 = Clock::now();
        if (!ok || !measured()) {
            state.SkipWithError(aclGetRecentErrMsg());
            break;
        }
        const auto t2 = Clock::now();
        ratio.push_back(Seconds(t1, t2) / Seconds(t0, t1));
        state.SetIterationTime(Seconds(t1, t2));
    }
    return Median(ratio);
}

void BM_Denormal(benchmark::State &state, const Peer *peer, const OperatorDef *op, aclDataType dtype, int64_t n,
                 int threads)
{
    ThreadScope scope(static_cast<size_t>(threads));
    OpCall normal(*op, Data(dtype, n, DataKind::kRealistic));
    OpCall denormal(*op, Data(dtype, n, DataKind::kDenormalGrads));
    if (peer == nullptr) {
        state.counters["slowdown"] = MedianTimeRatio(
            state, [&] { return normal.Run(nullptr); }, [&] { return denormal.Run(nullptr); });
        return;
    }
    peer->setThreads(threads);
    auto a = peer->make(normal.AsPeerProblem());
    auto b = peer->make(denormal.AsPeerProblem());
    if (!a || !b) {
        state.SkipWithError("this peer has no kernel for the operator and dtype");
        return;
    }
    state.SetLabel(a->Form());
    state.counters["slowdown"] = MedianTimeRatio(
        state, [&] { return a->Run(); }, [&] { return b->Run(); });
}

// Per-call times of `run` over `seconds` of back-to-back calls, keeping those from the second half
// (and at least one): after a block of the other library's calls, that library's idle workers spin
// for milliseconds (pthreadpool's and OpenMP's both do) and contend for the cores, which the first
// half absorbs.
template <class Run>
bool TimeBlock(Run run, double seconds, std::vector<double> &kept)
{
    const auto start = Clock::now();
    for (bool keptOne = false;;) {
        const auto t0 = Clock::now();
        if (!run()) {
            return false;
        }
        const auto t1 = Clock::now();
        if (Seconds(start, t0) >= seconds / 2) {
            kept.push_back(Seconds(t0, t1));
            keptOne = true;
        }
        if (keptOne && Seconds(start, t1) >= seconds) {
            return true;
        }
    }
}

// The calls of `runs` in alternating blocks, one block of each per benchmark iteration (which goes first rotates
// every iteration), so all see the same machine state; times[k] collects run k's kept single-call times. An
// iteration's time is the round's wall time, or with `timedRun` >= 0 the median of that run's calls in the
// round (its time per call, as a plain benchmark of it would report). False when a call failed.
template <size_t K>
bool AlternateBlocks(benchmark::State &state, const std::function<bool()> (&runs)[K], std::vector<double> (&times)[K],
                     int timedRun = -1)
{
    const double block = gSmoke ? 0.002 : 0.04;
    size_t first = 0;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        std::vector<double> round;
        for (size_t k = 0; k < K; ++k) {
            const size_t which = (first + k) % K;
            if (!TimeBlock(runs[which], block, static_cast<int>(which) == timedRun ? round : times[which])) {
                state.SkipWithError(aclGetRecentErrMsg());
                return false;
            }
        }
        if (timedRun >= 0) {
            times[timedRun].insert(times[timedRun].end(), round.begin(), round.end());
            state.SetIterationTime(Median(round));
        } else {
            state.SetIterationTime(Seconds(t0, Clock::now()));
        }
        first = (first + 1) % K;
    }
    return true;
}

// Ours, the peer and further calls in alternating blocks (AlternateBlocks). Sets counters ours_us, peer_us,
// one per further call named in `others` (medians of single calls) and speedup = peer_us / ours_us, labels
// the run with the peer's form, and returns the K medians in microseconds; empty when a call failed.
template <size_t K>
std::vector<double> InterleavedMedianUs(benchmark::State &state, const std::function<bool()> (&runs)[K],
                                        const char *const (&others)[K - 2], const std::string &label)
{
    std::vector<double> times[K];
    if (!AlternateBlocks(state, runs, times)) {
        return {};
    }
    std::vector<double> us;
    for (const auto &t : times) {
        us.push_back(Median(t) * 1e6);
    }
    state.SetLabel(label);
    state.counters["ours_us"] = us[0];
    state.counters["peer_us"] = us[1];
    for (size_t k = 2; k < K; ++k) {
        state.counters[others[k - 2]] = us[k];
    }
    state.counters["speedup"] = us[1] / us[0];
    return us;
}

// The peer's kernel on the buffers of our call, run on `threads` threads; null, the benchmark skipped,
// where the peer has none for the operator and dtype.
std::unique_ptr<PeerKernel> PeerKernelOn(benchmark::State &state, const Peer &peer, const OpCall &ours, int threads)
{
    peer.setThreads(threads);
    auto kernel = peer.make(ours.AsPeerProblem());
    if (!kernel) {
        state.SkipWithError("this peer has no kernel for the operator and dtype");
    }
    return kernel;
}

// The peer's kernel on the buffers of our call. Alone (`againstOurs` false: a plain loop of its calls), or
// in alternating blocks with our call on the same buffers, so that the comparison at each size sees one
// machine state: the iteration time is then the peer's median call in the round, and counters ours_us and
// peer_us (medians of single calls) and speedup = peer_us / ours_us are added.
void BM_Peer(benchmark::State &state, const Peer *peer, const OperatorDef *op, aclDataType dtype, int64_t n,
             int threads, bool againstOurs)
{
    ThreadScope scope(static_cast<size_t>(threads));
    OpCall ours(*op, Data(dtype, n));
    const auto kernel = PeerKernelOn(state, *peer, ours, threads);
    if (!kernel) {
        return;
    }
    state.SetLabel(kernel->Form());
    if (againstOurs) {
        const std::function<bool()> runs[2] = {[&] { return ours.Run(nullptr); }, [&] { return kernel->Run(); }};
        std::vector<double> times[2];
        if (!AlternateBlocks(state, runs, times, 1)) {
            return;
        }
        state.counters["ours_us"] = Median(times[0]) * 1e6;
        state.counters["peer_us"] = Median(times[1]) * 1e6;
        state.counters["speedup"] = Median(times[1]) / Median(times[0]);
    } else {
        for (auto _ : state) {
            if (!kernel->Run()) {
                state.SkipWithError("peer kernel failed");
                break;
            }
        }
    }
    state.SetBytesProcessed(static_cast<int64_t>(static_cast<double>(state.iterations()) * kernel->MovedBytes()));
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * n);
}

// Ours, a peer on the same buffers and memcpy of the same footprint, interleaved. Counters: ours_us,
// peer_us, copy_us (medians of single calls), speedup = peer_us / ours_us and the most any library
// could gain over the peer by running at memcpy's speed, max_speedup = peer_us / copy_us.
void BM_HeadToHead(benchmark::State &state, const Peer *peer, const OperatorDef *op, aclDataType dtype, int64_t n,
                   int threads)
{
    ThreadScope scope(static_cast<size_t>(threads));
    OpCall ours(*op, Data(dtype, n));
    const auto kernel = PeerKernelOn(state, *peer, ours, threads);
    if (!kernel) {
        return;
    }
    const size_t copyBytes = ours.Moved() / 2;
    DeviceArray src(copyBytes), dst(copyBytes);
    std::memset(src.ptr, 0x5A, copyBytes);
    const std::function<bool()> runs[3] = {[&] { return ours.Run(nullptr); }, [&] { return kernel->Run(); },
                                           [&] {
                                               ParallelMemcpy(static_cast<uint8_t *>(dst.ptr),
                                                              static_cast<uint8_t *>(src.ptr), copyBytes,
                                                              static_cast<size_t>(threads));
                                               return true;
                                           }};
    const std::vector<double> us = InterleavedMedianUs(state, runs, {"copy_us"}, kernel->Form());
    if (!us.empty()) {
        state.counters["max_speedup"] = us[1] / us[2];
    }
}

namespace {

// Our call on a layout's views of a [rows, cols] output and our call on dense tensors of that shape, both over
// the same buffers (each holding 2 * rows * cols elements, as the layouts need); and a streaming copy of the
// output's bytes from grad's buffer into out's, one read and one written stream: what the traffic of a call
// whose other operands are broadcast (read from cache) costs on the same buffers, the floor of such a call.
struct ViewsAndDense {
    ViewsAndDense(const OperatorDef &op, aclDataType dtype, int64_t rows, int64_t cols, const ViewLayout *layout)
        : data(Data(dtype, 2 * rows * cols)),
          denseLayout(ViewLayouts(rows, cols)[0]),  // all contiguous
          views(op, data, layout),
          dense(op, data, &denseLayout),
          outBytes(static_cast<size_t>(rows * cols) * aclDataTypeSize(dtype))
    {
    }
    bool CopyOutBytes(size_t threads) const
    {
        ParallelStreamCopy(static_cast<uint8_t *>(data->out.ptr), static_cast<const uint8_t *>(data->grad.ptr),
                           outBytes, threads);
        return true;
    }
    std::shared_ptr<ProblemData> data;
    ViewLayout denseLayout;  // before the calls that point at it
    OpCall views;
    OpCall dense;
    size_t outBytes;
};

// The counters both view benchmarks derive from the medians of ours, dense and the copy.
void SetViewRatios(benchmark::State &state, double oursUs, double denseUs, double copyUs)
{
    state.counters["vs_dense"] = oursUs / denseUs;
    state.counters["copy_vs_dense"] = copyUs / denseUs;
    state.counters["vs_copy"] = oursUs / copyUs;
}

}  // namespace

// Ours and the peer on the layout's views of the same buffers, ours on dense tensors of the same shape and
// the copy of the output's bytes, interleaved. Counters: ours_us, peer_us, dense_us, copy_us (medians),
// speedup = peer_us / ours_us, vs_dense = ours_us / dense_us (a broadcast self moves 2/3 of the dense bytes),
// copy_vs_dense = copy_us / dense_us (where such a call's floor lies on this machine) and vs_copy.
void BM_Views(benchmark::State &state, const Peer *peer, const OperatorDef *op, aclDataType dtype, int64_t rows,
              int64_t cols, const ViewLayout *layout, int threads)
{
    ThreadScope scope(static_cast<size_t>(threads));
    ViewsAndDense calls(*op, dtype, rows, cols, layout);
    const auto kernel = PeerKernelOn(state, *peer, calls.views, threads);
    if (!kernel) {
        return;
    }
    const std::function<bool()> runs[4] = {[&] { return calls.views.Run(nullptr); }, [&] { return kernel->Run(); },
                                           [&] { return calls.dense.Run(nullptr); },
                                           [&] { return calls.CopyOutBytes(static_cast<size_t>(threads)); }};
    const std::vector<double> us = InterleavedMedianUs(state, runs, {"dense_us", "copy_us"}, kernel->Form());
    if (!us.empty()) {
        SetViewRatios(state, us[0], us[2], us[3]);
    }
}

// Ours on the layout's views, ours on dense tensors of the same shape and the copy, interleaved: for the
// dtypes no peer takes (FLOAT16: PyTorch's CPU kernels have no Half). Counters: ours_us, dense_us, copy_us
// (medians) and the ratios of BM_Views.
void BM_ViewsVsDense(benchmark::State &state, const OperatorDef *op, aclDataType dtype, int64_t rows, int64_t cols,
                     const ViewLayout *layout, int threads)
{
    ThreadScope scope(static_cast<size_t>(threads));
    ViewsAndDense calls(*op, dtype, rows, cols, layout);
    const std::function<bool()> runs[3] = {[&] { return calls.views.Run(nullptr); },
                                           [&] { return calls.dense.Run(nullptr); },
                                           [&] { return calls.CopyOutBytes(static_cast<size_t>(threads)); }};
    std::vector<double> times[3];
    if (!AlternateBlocks(state, runs, times)) {
        return;
    }
    const double us[3] = {Median(times[0]) * 1e6, Median(times[1]) * 1e6, Median(times[2]) * 1e6};
    state.counters["ours_us"] = us[0];
    state.counters["dense_us"] = us[1];
    state.counters["copy_us"] = us[2];
    SetViewRatios(state, us[0], us[1], us[2]);
}

void BM_MaskVsFullWidth(benchmark::State &state, const OperatorDef *masked, const OperatorDef *full, aclDataType dtype,
                        int64_t n, size_t threads)
{
    ThreadScope scope(threads);
    OpCall withMask(*masked, Data(dtype, n));
    OpCall fullWidth(*full, Data(dtype, n));
    state.SetLabel("full width: " + BenchName(*full));
    state.counters["time_ratio"] = MedianTimeRatio(
        state, [&] { return fullWidth.Run(nullptr); }, [&] { return withMask.Run(nullptr); });
    state.counters["bytes_ratio"] =
        static_cast<double>(MovedBytes(*masked, dtype, n)) / static_cast<double>(MovedBytes(*full, dtype, n));
}

void BM_TwoStageCall(benchmark::State &state, const OperatorDef *op, int64_t n)
{
    ThreadScope scope(1);
    OpCall call(*op, Data(ACL_FLOAT, n));
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    for (auto _ : state) {
        if (!call.Run(stream)) {
            state.SkipWithError(aclGetRecentErrMsg());
            break;
        }
    }
    aclrtDestroyStream(stream);
}

}  // namespace aclp_bench
