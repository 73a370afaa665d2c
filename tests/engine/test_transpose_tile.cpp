// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// The tile transpose of permuted operands against the element-by-element definition, on every SIMD target:
// random bytes (seed printed by the test main), 2-, 4- and 8-byte elements, tiles of whole blocks and with
// rows and lines left over, lines padded apart; nothing outside the tile is written, other sizes refused.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "common/engine_variants.h"
#include "common/test_util.h"
#include "engine/transpose_tile.h"

namespace aclp {
namespace {

TEST(TransposeTile, EqualsTheDefinitionOnEverySimdTarget)
{
    std::mt19937_64 rng(aclp_test::TestSeed());
    std::uniform_int_distribution<int> byte(0, 255);
    struct Shape {
        int64_t rows, n, padElems;
    };
    const Shape shapes[] = {{64, 128, 0}, {32, 128, 3}, {8, 8, 0}, {7, 9, 1}, {1, 1, 0}, {17, 33, 5}, {16, 3, 0}};
    aclp_test::ForEachSimdTarget([&] {
        for (const uint32_t size : {2u, 4u, 8u}) {
            for (const Shape &s : shapes) {
                const int64_t lineBytes = (s.rows + s.padElems) * size;
                std::vector<uint8_t> src(static_cast<size_t>(s.n * lineBytes));
                for (uint8_t &b : src) {
                    b = static_cast<uint8_t>(byte(rng));
                }
                const size_t tileBytes = static_cast<size_t>(s.rows * s.n) * size;
                std::vector<uint8_t> dst(tileBytes + 64, 0xCD);
                ASSERT_TRUE(TransposeTile(size, src.data(), lineBytes, s.rows, s.n, dst.data()));
                for (int64_t r = 0; r < s.rows; ++r) {
                    for (int64_t c = 0; c < s.n; ++c) {
                        ASSERT_EQ(std::memcmp(&dst[static_cast<size_t>((r * s.n + c) * size)],
                                              &src[static_cast<size_t>(c * lineBytes + r * size)], size),
                                  0)
                            << size << "-byte elements, " << s.rows << " x " << s.n << ": row " << r << " line " << c;
                    }
                }
                for (size_t i = tileBytes; i < dst.size(); ++i) {
                    ASSERT_EQ(dst[i], 0xCD) << "written past the tile";
                }
            }
        }
    });
    uint8_t one = 0;
    EXPECT_FALSE(TransposeTile(1, &one, 1, 1, 1, &one));
    EXPECT_FALSE(TransposeTile(16, &one, 16, 1, 1, &one));
}

}  // namespace
}  // namespace aclp
