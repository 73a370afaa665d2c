// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The benchmark kinds of aclnn_bench, one function each (operators_bench.cpp names and registers them);
// what each measures is in operators_bench.cpp's header comment.
#ifndef ACLP_BENCH_MEASUREMENTS_H_
#define ACLP_BENCH_MEASUREMENTS_H_

#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>

#include "acl/acl.h"
#include "operator_def.h"
#include "peers/peer.h"

namespace aclp_bench {

using optable::OperatorDef;

constexpr int64_t kDramElements = int64_t{1} << 24;  // from here on: interleaved with the copies
constexpr double kDramMinSeconds = 0.3;
extern bool gSmoke;  // CI's smoke run: small copies, every kind once

void BM_Copy(benchmark::State &state, bool stream, size_t moved, size_t threads);
void BM_Op(benchmark::State &state, const OperatorDef *op, aclDataType dtype, int64_t n, size_t threads);
void BM_OpVsCopy(benchmark::State &state, const OperatorDef *op, aclDataType dtype, int64_t n, size_t threads);
void BM_Peer(benchmark::State &state, const Peer *peer, const OperatorDef *op, aclDataType dtype, int64_t n,
             int threads, bool againstOurs);
void BM_Denormal(benchmark::State &state, const Peer *peer, const OperatorDef *op, aclDataType dtype, int64_t n,
                 int threads);
void BM_HeadToHead(benchmark::State &state, const Peer *peer, const OperatorDef *op, aclDataType dtype, int64_t n,
                   int threads);
void BM_Views(benchmark::State &state, const Peer *peer, const OperatorDef *op, aclDataType dtype, int64_t rows,
              int64_t cols, const ViewLayout *layout, int threads);
void BM_ViewsVsDense(benchmark::State &state, const OperatorDef *op, aclDataType dtype, int64_t rows, int64_t cols,
                     const ViewLayout *layout, int threads);
void BM_MaskVsFullWidth(benchmark::State &state, const OperatorDef *masked, const OperatorDef *full, aclDataType dtype,
                        int64_t n, size_t threads);
void BM_TwoStageCall(benchmark::State &state, const OperatorDef *op, int64_t n);

}  // namespace aclp_bench

#endif  // ACLP_BENCH_MEASUREMENTS_H_
