// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Elementwise tiling as a pure function, on faked machines (no kernels run).
#include <gtest/gtest.h>

#include "engine/elementwise_tiling.h"

namespace aclp {
namespace {

const MachineInfo kTwoCores{2, 48 << 10, 1 << 20, 32 << 20, 64, 0};
const MachineInfo kSixtyFourCores{64, 48 << 10, 1 << 20, 256 << 20, 64, 0};

void ExpectCovers(const ElementwiseTiling &t, uint64_t align)
{
    ASSERT_GT(t.blockNum, 0u);
    EXPECT_EQ(t.blockElems % align, 0u);
    EXPECT_GE(static_cast<uint64_t>(t.blockNum) * t.blockElems, t.totalElems);
    EXPECT_LT(static_cast<uint64_t>(t.blockNum - 1) * t.blockElems, t.totalElems);  // no empty block
}

TEST(ElementwiseTiling, SmallWorkStaysOnOneThread)
{
    for (uint64_t n : {1ull, 64ull, 4096ull, 20000ull}) {
        ElementwiseTiling t = TileElementwise({n, 12.0, 4.0, 1}, kTwoCores, 2);
        EXPECT_EQ(t.blockNum, 1u) << n;
        EXPECT_EQ(t.nonTemporal, 0u);
        ExpectCovers(t, 1);
    }
}

TEST(ElementwiseTiling, LargeWorkUsesEveryThreadOnCacheLines)
{
    ElementwiseTiling t = TileElementwise({(1ull << 26) + 13, 12.0, 4.0, 1}, kTwoCores, 2);
    EXPECT_EQ(t.blockNum, 2u);
    EXPECT_EQ(t.blockElems % 16, 0u);  // 64-byte lines of fp32
    ExpectCovers(t, 16);
    t = TileElementwise({1ull << 30, 3.0, 1.0, 8}, kSixtyFourCores, 64);
    EXPECT_EQ(t.blockNum, 64u);
    ExpectCovers(t, 64);
    t = TileElementwise({1ull << 20, 12.0, 4.0, 1}, kTwoCores, 1);
    EXPECT_EQ(t.blockNum, 1u);
}

TEST(ElementwiseTiling, StreamsOnlyCallsWhoseDataOutgrowsThreeQuartersOfTheLastLevelCache)
{
    EXPECT_EQ(TileElementwise({1ull << 20, 12.0, 4.0, 1}, kTwoCores, 2).nonTemporal, 0u);         // 12 MiB in all
    EXPECT_EQ(TileElementwise({1ull << 22, 12.0, 4.0, 1}, kTwoCores, 2).nonTemporal, 1u);         // 48 MiB, 16 MiB out
    EXPECT_EQ(TileElementwise({1ull << 24, 3.0, 1.0, 1}, kTwoCores, 2).nonTemporal, 1u);          // INT8, 48 MiB
    EXPECT_EQ(TileElementwise({1ull << 24, 2.0, 1.0, 1}, kTwoCores, 2).nonTemporal, 1u);          // 32 of 32 MiB
    EXPECT_EQ(TileElementwise({3ull << 22, 2.0, 1.0, 1}, kTwoCores, 2).nonTemporal, 0u);          // 24 of 32 MiB
    EXPECT_EQ(TileElementwise({(3ull << 22) + 64, 2.0, 1.0, 1}, kTwoCores, 2).nonTemporal, 1u);   // just over
    EXPECT_EQ(TileElementwise({1ull << 24, 12.0, 4.0, 1}, kSixtyFourCores, 64).nonTemporal, 0u);  // 192 of 256
}

TEST(ElementwiseTiling, ThreadsWakeOnlyForAnEighthOfAnL2OfTrafficEach)
{
    // 1 MiB L2: a second thread from 256 KiB of traffic on; a machine with 4 MiB L2s waits for 1 MiB.
    EXPECT_EQ(TileElementwise({21845, 12.0, 4.0, 1}, kTwoCores, 2).blockNum, 1u);  // just under 256 KiB
    EXPECT_EQ(TileElementwise({21846, 12.0, 4.0, 1}, kTwoCores, 2).blockNum, 2u);
    const MachineInfo bigL2{2, 48 << 10, 4 << 20, 32 << 20, 64, 0};
    EXPECT_EQ(TileElementwise({87381, 12.0, 4.0, 1}, bigL2, 2).blockNum, 1u);  // just under 1 MiB
    EXPECT_EQ(TileElementwise({87382, 12.0, 4.0, 1}, bigL2, 2).blockNum, 2u);
    // A small L2 does not lower the floor of 128 KiB per thread.
    const MachineInfo smallL2{2, 32 << 10, 256 << 10, 8 << 20, 64, 0};
    EXPECT_EQ(TileElementwise({21845, 12.0, 4.0, 1}, smallL2, 2).blockNum, 1u);
    EXPECT_EQ(TileElementwise({21846, 12.0, 4.0, 1}, smallL2, 2).blockNum, 2u);
}

TEST(ElementwiseTiling, MaskAlignmentKeepsBytesPerThread)
{
    // A 1-bit mask output: 8 elements per byte, so blocks fall on multiples of 8 * 64 elements.
    ElementwiseTiling t = TileElementwise({10000001, 8.125, 0.125, 8}, kTwoCores, 2);
    ExpectCovers(t, 8);
    EXPECT_EQ(t.blockElems % 512, 0u);
}

TEST(ElementwiseTiling, ForcedTinyBlocks)
{
    MachineInfo tiny = kTwoCores;
    tiny.maxBlockElems = 100;
    ElementwiseTiling t = TileElementwise({1000, 12.0, 4.0, 1}, tiny, 2);
    EXPECT_LE(t.blockElems, 112u);  // 100 rounded up to whole cache lines of fp32
    EXPECT_GE(t.blockNum, 9u);
    ExpectCovers(t, 16);
}

TEST(ElementwiseTiling, EmptyHasNoBlocks)
{
    EXPECT_EQ(TileElementwise({0, 12.0, 4.0, 1}, kTwoCores, 2).blockNum, 0u);
}

}  // namespace
}  // namespace aclp
