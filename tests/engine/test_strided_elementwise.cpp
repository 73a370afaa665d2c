// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The iteration over views (a pure function of the views and the machine, as tiling): which dimensions
// merge, which operands are gathered, how permuted ones are tiled. The results of running kernels on
// views are checked for every operator in tests/runtime/test_views_in_place.cpp.
#include <gtest/gtest.h>

#include <atomic>
#include <vector>

#include "common/strided_view.h"

#include "engine/strided_elementwise.h"

namespace aclp {
namespace {

using aclp_test::View;

MachineInfo SmallMachine()
{
    return MachineInfo{2, 48 << 10, 1 << 20, 32 << 20, 64, 0};
}

// FLOAT operands a, b -> out.
ViewGeometry Plan(const StridedView &a, const StridedView &b, const StridedView &out, double footprint = 1e3)
{
    const ViewOperand operands[] = {{&a, 4, false}, {&b, 4, false}, {&out, 4, true}};
    return PlanViewGeometry(operands, 3, footprint, SmallMachine(), 2);
}

TEST(StridedElementwise, DenseDimensionsMergeIntoOneRow)
{
    const StridedView dense = View({4, 5, 6}, {30, 6, 1});
    const ViewGeometry g = Plan(dense, dense, dense);
    ASSERT_EQ(g.rank, 1u);
    EXPECT_EQ(g.shape[0], 120);
    EXPECT_EQ(g.pieceElems, 120);
    EXPECT_EQ(g.blocks, 1u);  // a small call stays on one thread
    for (size_t k = 0; k < 3; ++k) {
        EXPECT_TRUE(DenseAlongRows(g, k));
    }
}

TEST(StridedElementwise, ARowBroadcastIsReadInPlaceRowAfterRow)
{
    const StridedView dense = View({4, 5}, {5, 1});
    const ViewGeometry g = Plan(dense, View({4, 5}, {0, 1}), dense);
    ASSERT_EQ(g.rank, 2u);
    EXPECT_EQ(g.shape[0], 5);
    EXPECT_EQ(g.shape[1], 4);
    EXPECT_EQ(g.strides[1][0], 4);  // bytes
    EXPECT_EQ(g.strides[1][1], 0);
    EXPECT_TRUE(DenseAlongRows(g, 1));
    EXPECT_EQ(g.tileRows, 1);
}

TEST(StridedElementwise, AColumnBroadcastIsGathered)
{
    const StridedView dense = View({4, 5}, {5, 1});
    const ViewGeometry g = Plan(View({4, 5}, {1, 0}), dense, dense);
    ASSERT_EQ(g.rank, 2u);
    EXPECT_FALSE(DenseAlongRows(g, 0));
    EXPECT_EQ(g.strides[0][0], 0);
    EXPECT_EQ(g.tileRows, 1);  // nothing to reuse across rows
}

TEST(StridedElementwise, APermutedInputIsWalkedInTilesOfItsCacheLines)
{
    const StridedView dense = View({64, 1000}, {1000, 1});
    const ViewGeometry g = Plan(View({64, 1000}, {1, 64}), dense, dense);
    ASSERT_EQ(g.rank, 2u);
    EXPECT_EQ(g.shape[0], 1000);  // the output's memory order
    EXPECT_FALSE(DenseAlongRows(g, 0));
    EXPECT_EQ(g.tileRows, 32);  // two 64-byte lines of the transposed input, read one after the other
    EXPECT_EQ(g.pieceElems, kTileBytes / (32 * 4));  // a tile buffer of floats
}

TEST(StridedElementwise, TheOutputsMemoryOrderLeads)
{
    const StridedView dense = View({6, 7}, {7, 1});
    const ViewGeometry g = Plan(dense, dense, View({6, 7}, {1, 6}));
    ASSERT_EQ(g.rank, 2u);
    EXPECT_EQ(g.shape[0], 6);
    EXPECT_TRUE(DenseAlongRows(g, 2));
    EXPECT_FALSE(DenseAlongRows(g, 0));
    EXPECT_EQ(g.tileRows, 7);  // all 7 rows share the inputs' lines
}

TEST(StridedElementwise, InnerPermutationOf3dMergesWhatStaysContiguous)
{
    // [2, 3, 4] stored as [3, 2, 4] (dims 0 and 1 swapped): the last dimension stays dense everywhere.
    const StridedView swapped = View({2, 3, 4}, {4, 8, 1});
    const StridedView dense = View({2, 3, 4}, {12, 4, 1});
    const ViewGeometry g = Plan(swapped, dense, dense);
    ASSERT_EQ(g.rank, 3u);
    EXPECT_EQ(g.shape[0], 4);
    EXPECT_TRUE(DenseAlongRows(g, 0));
}

TEST(StridedElementwise, FewLongRowsAreSplitForTheThreads)
{
    const StridedView a = View({2, 1 << 20}, {1 << 20, 1});
    const StridedView b = View({2, 1 << 20}, {0, 1});
    const ViewGeometry g = Plan(a, b, a, 3.0 * 4 * (2 << 20));
    EXPECT_LT(g.pieceElems, 1 << 20);
    EXPECT_EQ(g.pieceElems % 64, 0);
    EXPECT_GT(g.blocks, 1u);
}

// RunOnViews hands every element to the kernel exactly once, gathered and scattered right.
TEST(StridedElementwise, RunOnViewsVisitsEveryElementOnce)
{
    const int64_t rows = 37;
    const int64_t cols = 1100;
    std::vector<int32_t> a(rows * cols);
    std::vector<int32_t> b(cols);
    std::vector<int32_t> out(rows * cols * 2, -1);
    for (size_t i = 0; i < a.size(); ++i) {
        a[i] = static_cast<int32_t>(i);
    }
    for (size_t i = 0; i < b.size(); ++i) {
        b[i] = static_cast<int32_t>(1000000 * i);
    }
    const StridedView av = View({rows, cols}, {1, rows});      // transposed
    const StridedView bv = View({rows, cols}, {0, 1});         // a broadcast row
    const StridedView ov = View({rows, cols}, {2 * cols, 2});  // every other column
    const ViewOperand operands[] = {{&av, 4, false}, {&bv, 4, false}, {&ov, 4, true}};
    MachineInfo machine = SmallMachine();
    machine.maxBlockElems = 100;  // many pieces and blocks
    const ViewGeometry g = PlanViewGeometry(operands, 3, 1e9, machine, 2);
    uint8_t *base[] = {reinterpret_cast<uint8_t *>(a.data()), reinterpret_cast<uint8_t *>(b.data()),
                       reinterpret_cast<uint8_t *>(out.data())};
    RunOnViews(
        g, base, 2,
        [](const void *, uint8_t *const *p, size_t n) {
            const auto *x = reinterpret_cast<const int32_t *>(p[0]);
            const auto *y = reinterpret_cast<const int32_t *>(p[1]);
            auto *z = reinterpret_cast<int32_t *>(p[2]);
            for (size_t i = 0; i < n; ++i) {
                z[i] = x[i] + y[i];
            }
        },
        nullptr);
    for (int64_t r = 0; r < rows; ++r) {
        for (int64_t c = 0; c < cols; ++c) {
            ASSERT_EQ(out[r * 2 * cols + 2 * c], a[c * rows + r] + b[c]) << r << "," << c;
            ASSERT_EQ(out[r * 2 * cols + 2 * c + 1], -1) << "wrote outside the view at " << r << "," << c;
        }
    }
}

// A gating select's tested row, broadcast across rows, is tested once per block of work into bits, and each row is
// the passed operand selected through them (gathered first where it is not dense); the piece kernel is not called.
// A tested operand that is not broadcast across rows goes to the piece kernel.
TEST(StridedElementwise, ABroadcastTestedRowIsTestedOncePerBlock)
{
    const int64_t rows = 64;
    const int64_t cols = 1000;
    std::vector<int32_t> passed(rows * cols);
    std::vector<int32_t> tested(rows * cols);
    for (size_t i = 0; i < passed.size(); ++i) {
        passed[i] = static_cast<int32_t>(i) + 1;
        tested[i] = static_cast<int32_t>(i * 7 % 5);
    }
    static std::atomic<int> bitsCalls{0};
    static std::atomic<int> pieceCalls{0};
    const RowGate gate{[](const void *, const uint8_t *row, uint8_t *bits, size_t n) {
                           ++bitsCalls;
                           const auto *t = reinterpret_cast<const int32_t *>(row);
                           for (size_t i = 0; i < n; i += 8) {
                               uint8_t byte = 0;
                               for (size_t j = i; j < n && j < i + 8; ++j) {
                                   byte = static_cast<uint8_t>(byte | (t[j] != 0 ? 1 : 0) << (j - i));
                               }
                               bits[i / 8] = byte;
                           }
                       },
                       false};
    const DensePieceFn piece = [](const void *, uint8_t *const *p, size_t n) {
        ++pieceCalls;
        const auto *x = reinterpret_cast<const int32_t *>(p[0]);
        const auto *t = reinterpret_cast<const int32_t *>(p[1]);
        auto *z = reinterpret_cast<int32_t *>(p[2]);
        for (size_t i = 0; i < n; ++i) {
            z[i] = t[i] != 0 ? x[i] : 0;
        }
    };
    struct Case {
        StridedView passedView;
        StridedView testedView;
        bool gated;
        const char *name;
    };
    const Case cases[] = {
        {View({rows, cols}, {cols, 1}), View({rows, cols}, {0, 1}), true, "dense passed, broadcast tested row"},
        {View({rows, cols}, {1, rows}), View({rows, cols}, {0, 1}), true, "transposed passed, broadcast tested row"},
        {View({rows, cols}, {cols, 1}), View({rows, cols}, {cols, 1}), false, "dense tested"},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.name);
        std::vector<int32_t> out(rows * cols, -1);
        const StridedView ov = View({rows, cols}, {cols, 1});
        const ViewOperand operands[] = {{&c.passedView, 4, false}, {&c.testedView, 4, false}, {&ov, 4, true}};
        const ViewGeometry g = PlanViewGeometry(operands, 3, 1e9, SmallMachine(), 2);
        uint8_t *base[] = {reinterpret_cast<uint8_t *>(passed.data()), reinterpret_cast<uint8_t *>(tested.data()),
                           reinterpret_cast<uint8_t *>(out.data())};
        bitsCalls = 0;
        pieceCalls = 0;
        RunOnViews(g, base, 2, piece, nullptr, &gate);
        if (c.gated) {
            EXPECT_GE(bitsCalls.load(), 1);
            EXPECT_LE(bitsCalls.load(), static_cast<int>(g.blocks));
            EXPECT_EQ(pieceCalls.load(), 0);
        } else {
            EXPECT_EQ(bitsCalls.load(), 0);
        }
        for (int64_t r = 0; r < rows; ++r) {
            for (int64_t col = 0; col < cols; ++col) {
                const int64_t p = c.passedView.strides[0] * r + c.passedView.strides[1] * col;
                const int64_t t = c.testedView.strides[0] * r + c.testedView.strides[1] * col;
                ASSERT_EQ(out[r * cols + col], tested[t] != 0 ? passed[p] : 0) << r << "," << col;
            }
        }
    }
}

}  // namespace
}  // namespace aclp
