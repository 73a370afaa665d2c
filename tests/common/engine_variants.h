// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Runs a check under each variant of the engine a result must not depend on. ForEachSimdTarget: each SIMD target
// the CPU runs (Highway's runtime dispatch pinned to one at a time; AVX-512 with and without the AVX512_BF16
// instructions); ForEverySimdTarget: the same at element counts around vector widths. ForEveryTiling: each way the
// engine can split and store a call, on inputs small enough for a test (a few hundred thousand elements, not the
// tens of millions it would take for the machine's own cache sizes to choose streaming stores): 1 and 2 threads;
// normal stores and streaming stores (forced with a pretend 1-byte last-level cache); and blocks capped at a few
// thousand elements, so that many blocks start and end mid-vector. The machine's own settings are restored
// afterwards.
#ifndef ACLP_TESTS_COMMON_ENGINE_VARIANTS_H_
#define ACLP_TESTS_COMMON_ENGINE_VARIANTS_H_

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/machine.h"
#include "hwy/targets.h"

namespace aclp_test {

// Calls check() once on each SIMD target the CPU runs (failures name the target), then restores the
// dispatch, also when check() stopped at a failed assertion.
// On a CPU with AVX512_BF16, the AVX-512 targets run check() twice: with those instructions and without them, as
// on an AVX-512 CPU that lacks them.
template <class Check>
void ForEachSimdTarget(Check &&check)
{
    for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
        hwy::SetSupportedTargetsForTest(target);
        {
            SCOPED_TRACE(hwy::TargetName(target));
            check();
        }
        if ((target & (HWY_AVX3 | HWY_AVX3_DL)) != 0 && aclp::CpuHasAvx512Bf16()) {
            aclp::SetAvx512Bf16ForTest(false);
            SCOPED_TRACE(std::string(hwy::TargetName(target)) + " without AVX512_BF16 instructions");
            check();
            aclp::SetAvx512Bf16ForTest(true);
        }
    }
    hwy::SetSupportedTargetsForTest(0);
}

// Calls check(n) for n = 1 .. 4099 (below, at and past one and two vectors of every width, and a long
// run with a tail) on each SIMD target the CPU runs, then restores the dispatch.
template <class Check>
void ForEverySimdTarget(Check &&check)
{
    ForEachSimdTarget([&] {
        for (int64_t n : {1, 15, 17, 33, 65, 129, 4099}) {
            check(n);
        }
    });
}

// An odd element count that splits into two blocks on 2 threads and leaves a vector tail.
constexpr int64_t kTilingTestElems = 300007;

template <class Check>
void ForEveryTiling(Check &&check)
{
    struct Tiling {
        size_t threads;
        size_t llcBytes;         // 0: the machine's
        uint64_t maxBlockElems;  // 0: no cap
        const char *name;
    };
    static constexpr Tiling kTilings[] = {
        {1, 0, 0, "1 thread"},
        {2, 0, 0, "2 threads"},
        {2, 1, 0, "2 threads, streaming stores"},
        {2, 1, 4099, "2 threads, streaming stores, blocks of about 4099 elements"},
    };
    for (const Tiling &t : kTilings) {
        aclp::SetThreadLimit(t.threads);
        aclp::SetLlcBytesForTest(t.llcBytes);
        aclp::SetMaxBlockElemsForTest(t.maxBlockElems);
        SCOPED_TRACE(t.name);
        check();
    }
    aclp::SetMaxBlockElemsForTest(0);
    aclp::SetLlcBytesForTest(0);
    aclp::SetThreadLimit(0);
}

}  // namespace aclp_test

#endif  // ACLP_TESTS_COMMON_ENGINE_VARIANTS_H_
