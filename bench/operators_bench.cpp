// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The operators at the memory limit, the machine's copy ceilings and the peer libraries, all in one
// process so ratios are meaningful on a noisy shared machine (bench/make_report.py turns the JSON
// output into tables, CSV/JSON and plots). Every operator of the operator table runs with every dtype
// it takes, on dense 1-D tensors (masks 1 bit per element). Sizes run from 4K elements (L1) to 64M
// (DRAM); threads are 1 and all the engine may use. <op> is the aclnn name without "aclnn", <dtype>
// CANN's name for it (FLOAT, FLOAT16, BFLOAT16, INT8, ...).
//
//   BM_Copy/<memcpy|nt>/<bytes moved>/<threads>
//       the ceilings at every footprint an in-cache operator run has (nt: non-temporal stores)
//   BM_Op/<op>/<dtype>/<elements>/<threads>                     sizes below 16M
//   BM_OpVsCopy/<op>/<dtype>/<elements>/<threads>                sizes from 16M
//       the operator, memcpy and the non-temporal copy, interleaved in every iteration so machine
//       noise hits all three alike; the copies move the same footprint, or 4x the LLC where that is
//       more (a DRAM ceiling); counters are medians: op_GBps, memcpy_GBps, nt_GBps and ratio = op /
//       best copy; also same_traffic_GBps and ratio_to_same_traffic, against a kernel with the
//       operator's traffic and no work (label: which), interleaved as well
//   BM_Peer/<peer>/<op>/<dtype>/<elements>/<threads>             PyTorch C++, oneDNN (when built in)
//       the peer and our call on the same buffers in alternating 40 ms blocks (single calls timed in each
//       block's second half); time: the peer's median call; counters ours_us, peer_us (medians) and
//       speedup = peer_us / ours_us (the comparison at each size; BM_Op's own time is not interleaved)
//   BM_Denormal/<ours|peer>/<op>/<dtype>/<elements>/<threads>
//       operators that do arithmetic: realistic gradients and gradients with 3% subnormals,
//       interleaved; counter slowdown is the median of the second's time over the first's
//   BM_MaskVsFullWidth/<op>/<dtype>/<elements>/<threads>
//       an operator with a 1-bit mask and the operator computing the same from full-width data
//       (label: which), on the same gradients, interleaved; counters time_ratio (mask / full width)
//       and bytes_ratio (the bytes each moves, the ratio's floor)
//   BM_HeadToHead/<peer>/<op>/<dtype>/<elements>/<threads>
//       ours, the peer and memcpy of the same footprint in alternating 40 ms blocks, single calls
//       timed in each block's second half, three repetitions; counters ours_us, peer_us, copy_us
//       (medians), speedup = peer_us / ours_us and max_speedup = peer_us / copy_us (what running at
//       memcpy's speed would give)
//   BM_Views/<peer>/<op>/<dtype>/<rows>x<cols>/<layout>/<threads>
//       the two-input operators on strided, transposed and broadcast views of a 4096 x 4096 output (the
//       layouts of ViewLayouts), ours and the peer on the same views, ours on dense tensors, and a streaming
//       copy of the output's bytes (one read, one written stream: a broadcast call's traffic), in alternating
//       blocks; counters ours_us, peer_us, dense_us, copy_us, speedup = peer_us / ours_us,
//       vs_dense = ours_us / dense_us, copy_vs_dense = copy_us / dense_us and vs_copy = ours_us / copy_us
//   BM_ViewsVsDense/<op>/<dtype>/<rows>x<cols>/<layout>/<threads>
//       the same for a dtype no peer takes (FLOAT16), ours only: counters ours_us, dense_us, copy_us and
//       the three ratios
//   BM_TwoStageCall/<op>/<elements>   one full GetWorkspaceSize + run + synchronize, FLOAT, one thread
//
// Own flags (before Google Benchmark's): --aclp_max_elements=N registers sizes up to N only,
// --aclp_no_peers leaves the peers out, --aclp_smoke is CI's run: sizes to 16K, each kind once.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "bench_problem.h"
#include "dtypes.h"
#include "engine/machine.h"
#include "measurements.h"
#include "operator_def.h"

namespace aclp_bench {
namespace {

// Whether the peer has a kernel for the operator and dtype (tried once on a small problem), on dense tensors or
// on a layout's views (BM_Views' layouts over a 4 x 4 output fit the 64 elements).
bool PeerSupports(const Peer &peer, const OperatorDef &op, aclDataType dtype, const ViewLayout *layout = nullptr)
{
    ProblemData data(dtype, 64, DataKind::kRealistic);
    const PeerProblem problem{BenchName(op), dtype, 64, data.grad.ptr, data.self.ptr, data.out.ptr, layout};
    return peer.make(problem) != nullptr;
}

std::string Name(const std::string &base, std::initializer_list<std::string> parts)
{
    std::string name = base;
    for (const auto &p : parts) {
        name += p.empty() ? "" : "/" + p;  // an empty part: none (ours, where peers have a name)
    }
    return name;
}

// "BM_Op/ThresholdBackward/FLOAT/4096/2"
std::string Name(const std::string &base, const std::string &who, const OperatorDef &op, aclDataType dtype, int64_t n,
                 size_t threads)
{
    return Name(base, {who, BenchName(op), accuracy::DtypeName(dtype), std::to_string(n), std::to_string(threads)});
}

// Rounds of blocks of BM_Peer's alternation (one 40 ms block of each library per round).
constexpr int kPeerRounds = 4;

void RegisterAll(int64_t maxElements, bool withPeers, bool smoke)
{
    const size_t cores = aclp::Machine().cores;
    std::vector<size_t> threadCounts = {1};
    if (cores > 1) {
        threadCounts.push_back(cores);
    }
    std::vector<int64_t> sizes;
    for (int64_t n = int64_t{1} << 12; n <= std::min<int64_t>(maxElements, int64_t{1} << 26); n *= 4) {
        sizes.push_back(n);
    }
    std::vector<const Peer *> peers;
    for (const Peer &peer : Peers()) {
        if (withPeers) {
            peers.push_back(&peer);
        }
    }
    // Sizes from 16M run interleaved with the copies; a smoke run runs its largest size that way, so
    // every kind of benchmark is exercised.
    const int64_t dram = smoke ? sizes.back() : kDramElements;
    // DRAM bandwidth on a shared machine drifts within seconds: each DRAM benchmark runs three times,
    // with all threads for at least kDramMinSeconds of operator time (a 64M-element call takes 10-30
    // ms, so ten or more interleaved iterations each), medians reported.
    const int dramRepetitions = smoke ? 1 : 3;
    auto dramBenchmark = [&](benchmark::internal::Benchmark *b, size_t threads) {
        b->UseManualTime()->Repetitions(dramRepetitions)->ReportAggregatesOnly(dramRepetitions > 1);
        if (!smoke && threads == cores) {  // the targets' points: more iterations
            b->MinTime(kDramMinSeconds);
        }
    };
    // Copy ceilings at every in-cache footprint, first, while the memory is still unfragmented.
    std::set<size_t> footprints;
    for (const OperatorDef &op : optable::AllOperators()) {
        for (aclDataType dtype : op.dtypes) {
            for (int64_t n : sizes) {
                if (n < dram) {
                    footprints.insert(MovedBytes(op, dtype, n));
                }
            }
        }
    }
    for (const char *kind : {"memcpy", "nt"}) {
        for (size_t moved : footprints) {
            for (size_t t : threadCounts) {
                benchmark::RegisterBenchmark(Name("BM_Copy", {kind, std::to_string(moved), std::to_string(t)}).c_str(),
                                             BM_Copy, std::string(kind) == "nt", moved, t)
                    ->UseRealTime();
            }
        }
    }
    for (const OperatorDef &op : optable::AllOperators()) {
        for (aclDataType dtype : op.dtypes) {
            for (int64_t n : sizes) {
                for (size_t t : threadCounts) {
                    if (n < dram) {
                        benchmark::RegisterBenchmark(Name("BM_Op", "", op, dtype, n, t).c_str(), BM_Op, &op, dtype, n,
                                                     t)
                            ->UseRealTime();
                    } else {
                        dramBenchmark(benchmark::RegisterBenchmark(Name("BM_OpVsCopy", "", op, dtype, n, t).c_str(),
                                                                   BM_OpVsCopy, &op, dtype, n, t),
                                      t);
                    }
                    for (const Peer *peer : peers) {
                        if (PeerSupports(*peer, op, dtype)) {
                            benchmark::RegisterBenchmark(Name("BM_Peer", peer->name, op, dtype, n, t).c_str(), BM_Peer,
                                                         peer, &op, dtype, n, static_cast<int>(t), true)
                                ->UseManualTime()
                                ->Iterations(smoke ? 1 : kPeerRounds);
                        }
                    }
                }
            }
        }
    }
    for (const OperatorDef &op : optable::AllOperators()) {
        // Subnormal gradients, for the operators that compute on values.
        for (aclDataType dtype : op.dtypes) {
            if (!op.arithmetic || !accuracy::IsFloating(dtype)) {
                continue;
            }
            for (int64_t n :
                 std::set<int64_t>{std::min(maxElements, int64_t{1} << 16), std::min(maxElements, int64_t{1} << 20)}) {
                for (size_t t : threadCounts) {
                    benchmark::RegisterBenchmark(Name("BM_Denormal", "ours", op, dtype, n, t).c_str(), BM_Denormal,
                                                 nullptr, &op, dtype, n, static_cast<int>(t))
                        ->UseManualTime();
                    for (const Peer *peer : peers) {
                        if (PeerSupports(*peer, op, dtype)) {
                            benchmark::RegisterBenchmark(Name("BM_Denormal", peer->name, op, dtype, n, t).c_str(),
                                                         BM_Denormal, peer, &op, dtype, n, static_cast<int>(t))
                                ->UseManualTime();
                        }
                    }
                }
            }
        }
        // A mask against full width, at DRAM sizes, for the dtypes both take.
        const OperatorDef *full =
            op.fullWidthCounterpart.empty() ? nullptr : optable::FindOperatorByName(op.fullWidthCounterpart);
        for (aclDataType dtype : op.dtypes) {
            if (full == nullptr || std::count(full->dtypes.begin(), full->dtypes.end(), dtype) == 0 ||
                (dtype != ACL_FLOAT && dtype != ACL_FLOAT16 && dtype != ACL_BF16 && dtype != ACL_INT8)) {
                continue;
            }
            for (int64_t n : sizes) {
                for (size_t t : threadCounts) {
                    if (n >= dram) {
                        dramBenchmark(
                            benchmark::RegisterBenchmark(Name("BM_MaskVsFullWidth", "", op, dtype, n, t).c_str(),
                                                         BM_MaskVsFullWidth, &op, full, dtype, n, t),
                            t);
                    }
                }
            }
        }
    }
    // Head to head at 1M elements, all threads, FLOAT and BFLOAT16: the speed targets against the peers.
    const int64_t headToHead = std::min(maxElements, int64_t{1} << 20);
    const size_t all = threadCounts.back();
    for (const OperatorDef &op : optable::AllOperators()) {
        for (aclDataType dtype : {ACL_FLOAT, ACL_BF16}) {
            for (const Peer *peer : peers) {
                if (std::count(op.dtypes.begin(), op.dtypes.end(), dtype) && PeerSupports(*peer, op, dtype)) {
                    benchmark::RegisterBenchmark(Name("BM_HeadToHead", peer->name, op, dtype, headToHead, all).c_str(),
                                                 BM_HeadToHead, peer, &op, dtype, headToHead, static_cast<int>(all))
                        ->UseManualTime()
                        ->Iterations(smoke ? 1 : 6)
                        ->Repetitions(dramRepetitions)
                        ->ReportAggregatesOnly(dramRepetitions > 1);
                }
            }
        }
    }
    // Views: the operators of two inputs, all threads; the broadcast layout for the operators that broadcast.
    // Against each peer that takes the dtype on views (PyTorch's CPU kernels: FLOAT and BFLOAT16); a dtype no
    // peer takes (FLOAT16) against our dense call only.
    const int64_t side = smoke ? 64 : 4096;
    const std::string shape = std::to_string(side) + "x" + std::to_string(side);
    static const std::vector<ViewLayout> layouts = ViewLayouts(side, side);
    const ViewLayout smallLayout = ViewLayouts(4, 4)[2];  // transposed: a peer that takes it takes views
    for (const OperatorDef &op : optable::AllOperators()) {
        if (op.tensorInputs.size() != 2 || op.outputs.size() != 1 || op.bitsInput >= 0) {
            continue;
        }
        for (aclDataType dtype : {ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) {
            if (!std::count(op.dtypes.begin(), op.dtypes.end(), dtype)) {
                continue;
            }
            const std::string dtypeName = accuracy::DtypeName(dtype);
            std::vector<const Peer *> takers;
            for (const Peer *peer : peers) {
                if (PeerSupports(*peer, op, dtype, &smallLayout)) {
                    takers.push_back(peer);
                }
            }
            for (const ViewLayout &layout : layouts) {
                if (!op.broadcasts && layout.self.shape != layout.out.shape) {
                    continue;
                }
                for (const Peer *peer : takers) {
                    benchmark::RegisterBenchmark(Name("BM_Views", {peer->name, BenchName(op), dtypeName, shape,
                                                                   layout.name, std::to_string(all)})
                                                     .c_str(),
                                                 BM_Views, peer, &op, dtype, side, side, &layout, static_cast<int>(all))
                        ->UseManualTime()
                        ->Iterations(smoke ? 1 : 4);  // each iteration: 40 ms of each call, medians kept
                }
                if (takers.empty()) {
                    benchmark::RegisterBenchmark(
                        Name("BM_ViewsVsDense", {BenchName(op), dtypeName, shape, layout.name, std::to_string(all)})
                            .c_str(),
                        BM_ViewsVsDense, &op, dtype, side, side, &layout, static_cast<int>(all))
                        ->UseManualTime()
                        ->Iterations(smoke ? 1 : 4);
                }
            }
        }
    }
    // The smallest call: ours (two stages + sync) and each peer's kernel on 64 FLOAT elements, one thread.
    for (const OperatorDef &op : optable::AllOperators()) {
        for (const Peer *peer : peers) {
            if (PeerSupports(*peer, op, ACL_FLOAT)) {
                benchmark::RegisterBenchmark(Name("BM_Peer", peer->name, op, ACL_FLOAT, 64, 1).c_str(), BM_Peer, peer,
                                             &op, ACL_FLOAT, int64_t{64}, 1, false)
                    ->UseRealTime();
            }
        }
        for (int64_t n : {int64_t{64}, int64_t{4096}}) {
            benchmark::RegisterBenchmark(Name("BM_TwoStageCall", {BenchName(op), std::to_string(n)}).c_str(),
                                         BM_TwoStageCall, &op, n);
        }
    }
}

}  // namespace
}  // namespace aclp_bench

int main(int argc, char **argv)
{
    int64_t maxElements = int64_t{1} << 26;
    bool withPeers = true;
    bool smoke = false;
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind("--aclp_max_elements=", 0) == 0) {
            maxElements = std::stoll(arg.substr(arg.find('=') + 1));
        } else if (arg == "--aclp_smoke") {
            smoke = true;
            aclp_bench::gSmoke = true;
            maxElements = std::min<int64_t>(maxElements, 16384);
        } else if (arg == "--aclp_no_peers") {
            withPeers = false;
        } else {
            argv[kept++] = argv[i];
        }
    }
    argc = kept;
    aclInit(nullptr);
    const aclp::MachineInfo &machine = aclp::Machine();
    benchmark::AddCustomContext("aclp_cores", std::to_string(machine.cores));
    benchmark::AddCustomContext("aclp_l1d_bytes", std::to_string(machine.l1DataBytes));
    benchmark::AddCustomContext("aclp_l2_bytes", std::to_string(machine.l2Bytes));
    benchmark::AddCustomContext("aclp_llc_bytes", std::to_string(machine.llcBytes));
    std::string operators;  // table order, for the report
    for (const optable::OperatorDef &op : optable::AllOperators()) {
        operators += (operators.empty() ? "" : ",") + aclp_bench::BenchName(op);
    }
    benchmark::AddCustomContext("aclp_operators", operators);
    std::string peers;
    for (const aclp_bench::Peer &peer : aclp_bench::Peers()) {
        benchmark::AddCustomContext("aclp_peer_" + peer.name, peer.description);
        peers += (peers.empty() ? "" : ", ") + peer.description;
    }
    aclp_bench::RegisterAll(maxElements, withPeers, smoke);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 2;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    aclp_bench::DropData();
    aclFinalize();
    return 0;
}
