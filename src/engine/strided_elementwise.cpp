// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "engine/strided_elementwise.h"

#include <algorithm>
#include <cstring>

#include "engine/elementwise_tiling.h"
#include "engine/select_by_bits.h"
#include "engine/thread_pool.h"
#include "engine/transpose_tile.h"
#include "hwy/cache_control.h"

namespace aclp {
namespace {

constexpr int64_t kCacheLineBytes = 64;
constexpr int64_t kMinDirectPieceElems = 4096;  // a direct piece shorter than this costs more in calls than it splits
constexpr int64_t kTileLines = 2;  // lines of a permuted operand read one after another: 2 measured best of 1-8

// Dimension d of operand k in bytes.
int64_t ByteStride(const ViewOperand &op, uint32_t d)
{
    return op.view->strides[d] * static_cast<int64_t>(op.elemBytes);
}

void SwapDims(ViewGeometry *g, uint32_t a, uint32_t b)
{
    std::swap(g->shape[a], g->shape[b]);
    for (uint32_t k = 0; k < g->operandNum; ++k) {
        std::swap(g->strides[k][a], g->strides[k][b]);
    }
}

// A permuted input (neither dense nor broadcast along rows) is walked in tiles: the dimension along which
// it is closest to dense becomes dimension 1, and as many rows as share its cache lines go together.
void ChooseTiles(ViewGeometry *g)
{
    g->tileRows = 1;
    if (g->rank < 2) {
        return;
    }
    for (uint32_t k = 0; k < g->operandNum; ++k) {
        const int64_t inner = g->strides[k][0];
        if (DenseAlongRows(*g, k) || inner == 0) {
            continue;
        }
        uint32_t best = 0;
        for (uint32_t d = 1; d < g->rank; ++d) {
            const int64_t s = g->strides[k][d];
            if (s != 0 && s < inner && (best == 0 || s < g->strides[k][best])) {
                best = d;
            }
        }
        if (best == 0) {
            continue;  // rows of this operand are already its densest direction
        }
        // Dimensions 1.. keep their order but for the chosen one, moved to the front.
        for (uint32_t d = best; d > 1; --d) {
            SwapDims(g, d, d - 1);
        }
        const int64_t perLine =
            std::max<int64_t>(1, kTileLines * kCacheLineBytes / std::max<int64_t>(1, g->strides[k][1]));
        g->tileRows = std::min(g->shape[1], perLine);
        return;  // one operand decides: the others are either dense or broadcast, or share its layout
    }
}

// The items of the iteration: a piece of each row of a tile block, for every outer index (dimensions 2..).
struct ItemSpace {
    int64_t pieces;      // per row
    int64_t tileBlocks;  // per outer index
    int64_t items;
};

ItemSpace Items(const ViewGeometry &g)
{
    ItemSpace s;
    s.pieces = (g.shape[0] + g.pieceElems - 1) / g.pieceElems;
    s.tileBlocks = g.rank > 1 ? (g.shape[1] + g.tileRows - 1) / g.tileRows : 1;
    int64_t outer = 1;
    for (uint32_t d = 2; d < g.rank; ++d) {
        outer *= g.shape[d];
    }
    s.items = outer * s.tileBlocks * s.pieces;
    return s;
}

}  // namespace

ViewGeometry PlanViewGeometry(const ViewOperand *operands, size_t operandNum, double footprintBytes,
                              const MachineInfo &machine, size_t threads)
{
    ViewGeometry g{};
    g.operandNum = static_cast<uint32_t>(operandNum);
    size_t reference = 0;  // the first output: its memory order is the iteration's
    for (size_t k = 0; k < operandNum; ++k) {
        g.elemBytes[k] = operands[k].elemBytes;
        if (operands[k].output) {
            g.outputMask |= 1u << k;
        }
        if (operands[k].output && !operands[reference].output) {
            reference = k;
        }
    }
    // Dimensions with more than one element, innermost (smallest output stride) first (a writable output has
    // no two such dimensions of one stride; the later dimension first keeps the order defined anyway).
    const StridedView &rv = *operands[reference].view;
    uint32_t order[kMaxViewDims];
    uint32_t dims = 0;
    for (uint32_t d = 0; d < rv.rank; ++d) {
        if (rv.shape[d] != 1) {
            order[dims++] = d;
        }
    }
    auto less = [&](uint32_t a, uint32_t b) {
        if (rv.strides[a] != rv.strides[b]) {
            return rv.strides[a] < rv.strides[b];
        }
        return a > b;  // later (inner) dimensions of the shape first
    };
    for (uint32_t i = 1; i < dims; ++i) {  // insertion sort of at most 8
        for (uint32_t j = i; j > 0 && less(order[j], order[j - 1]); --j) {
            std::swap(order[j], order[j - 1]);
        }
    }
    // Merge each dimension into the one inside it where every operand steps through both as through one.
    for (uint32_t i = 0; i < dims; ++i) {
        const uint32_t d = order[i];
        if (g.rank > 0) {
            const uint32_t in = g.rank - 1;
            bool merges = true;
            for (size_t k = 0; k < operandNum && merges; ++k) {
                merges = ByteStride(operands[k], d) == g.strides[k][in] * g.shape[in];
            }
            if (merges) {
                g.shape[in] *= rv.shape[d];
                continue;
            }
        }
        g.shape[g.rank] = rv.shape[d];
        for (size_t k = 0; k < operandNum; ++k) {
            g.strides[k][g.rank] = ByteStride(operands[k], d);
        }
        ++g.rank;
    }
    if (g.rank == 0) {  // a single element
        g.rank = 1;
        g.shape[0] = 1;
        for (size_t k = 0; k < operandNum; ++k) {
            g.strides[k][0] = operands[k].elemBytes;
        }
    }
    ChooseTiles(&g);

    bool anyGathered = false;
    for (size_t k = 0; k < operandNum; ++k) {
        anyGathered = anyGathered || !DenseAlongRows(g, k);
    }
    int64_t rows = 1;
    for (uint32_t d = 1; d < g.rank; ++d) {
        rows *= g.shape[d];
    }
    const int64_t rowElems = g.shape[0];
    const bool capped = machine.maxBlockElems != 0;
    const size_t useful = capped ? threads : static_cast<size_t>(footprintBytes / MinBytesPerThread(machine));
    const size_t threadsUsed = std::max<size_t>(1, std::min(threads, useful));
    if (g.tileRows > 1) {
        uint32_t widest = 1;
        for (size_t k = 0; k < operandNum; ++k) {
            widest = std::max(widest, g.elemBytes[k]);
        }
        g.pieceElems = std::min(rowElems, std::max<int64_t>(1, kTileBytes / (g.tileRows * widest)));
    } else if (anyGathered) {
        g.pieceElems = std::min(rowElems, kGatherPieceElems);
    } else {
        // Whole rows, unless there are too few of them to share out among the threads.
        const int64_t wanted = static_cast<int64_t>(4 * threadsUsed);
        g.pieceElems = rowElems;
        if (threadsUsed > 1 && rows < wanted) {
            const int64_t splits = (wanted + rows - 1) / rows;
            int64_t piece = (rowElems + splits - 1) / splits;
            piece = (piece + 63) / 64 * 64;  // whole cache lines of any element size
            g.pieceElems = std::min(rowElems, std::max(piece, kMinDirectPieceElems));
        }
        if (capped) {
            g.pieceElems = std::min<int64_t>(g.pieceElems, static_cast<int64_t>(machine.maxBlockElems));
        }
    }
    const int64_t items = Items(g).items;
    g.blocks = static_cast<uint32_t>(threadsUsed == 1 && !capped ? 1 : std::min<int64_t>(items, 8 * threadsUsed));
    return g;
}

namespace {

struct Job {
    const ViewGeometry *g;
    uint8_t *const *base;
    DensePieceFn fn;
    const void *context;
    ItemSpace space;
    const RowGate *gate;  // set only where the tested row is shared across rows (GatesRows)
};

// A gating select's operands.
constexpr uint32_t kGatePassed = 0;
constexpr uint32_t kGateTested = 1;
constexpr uint32_t kGateOut = 2;

// Whether a gating select's tested operand is one row shared by every row (stride 0 across rows, dense along them)
// whose bits will be reused: by the rows of each item (tiles), or by the next items (whole rows each).
bool GatesRows(const ViewGeometry &g, const ItemSpace &space)
{
    return g.operandNum == 3 && g.rank > 1 && g.strides[kGateTested][1] == 0 && DenseAlongRows(g, kGateTested) &&
           g.elemBytes[kGatePassed] == g.elemBytes[kGateOut] && g.pieceElems <= kMaxGateRowElems &&
           (g.tileRows > 1 || space.pieces == 1);
}

// The bits of the tested row a block of items last used, kept across its items (consecutive rows share it).
struct GateRowBits {
    const uint8_t *row = nullptr;
    int64_t n = 0;
    alignas(64) uint8_t bits[kMaxGateRowElems / 8 + 64];  // whole 8-byte words past the last bit
};

// A tile of a permuted input: rows x n elements into dst (row r at r * n), walking its memory in order
// where it is dense along the rows (stride1 = one element): each source line read once, end to end.
template <typename T>
void GatherTile(const uint8_t *src, int64_t stride0, int64_t stride1, int64_t rows, int64_t n, uint8_t *dst)
{
    auto *out = reinterpret_cast<T *>(dst);
    for (int64_t c = 0; c < n; ++c) {
        const uint8_t *column = src + c * stride0;
        for (int64_t r = 0; r < rows; ++r) {
            std::memcpy(out + r * n + c, column + r * stride1, sizeof(T));
        }
    }
}

void GatherTileAny(uint32_t elemBytes, const uint8_t *src, int64_t stride0, int64_t stride1, int64_t rows, int64_t n,
                   uint8_t *dst)
{
    if (stride1 == elemBytes && TransposeTile(elemBytes, src, stride0, rows, n, dst)) {
        return;  // lines of consecutive elements: SIMD block transposes
    }
    switch (elemBytes) {
        case 1: GatherTile<uint8_t>(src, stride0, stride1, rows, n, dst); break;
        case 2: GatherTile<uint16_t>(src, stride0, stride1, rows, n, dst); break;
        case 4: GatherTile<uint32_t>(src, stride0, stride1, rows, n, dst); break;
        case 8: GatherTile<uint64_t>(src, stride0, stride1, rows, n, dst); break;
        default: GatherTile<Bytes16>(src, stride0, stride1, rows, n, dst); break;
    }
}

// How the kernel reaches operand k along a row.
enum class Access : uint8_t { kDirect, kRow, kTile };

// Item i: outer index (dimensions 2..), a block of tileRows rows of dimension 1, one piece of each row:
// a tile of tileRows x pieceElems elements.
void RunItem(const Job &job, int64_t item, GateRowBits *gateRow)
{
    const ViewGeometry &g = *job.g;
    const int64_t piece = item % job.space.pieces;
    int64_t rest = item / job.space.pieces;
    const int64_t tile = rest % job.space.tileBlocks;
    rest /= job.space.tileBlocks;
    int64_t offset[kMaxViewOperands] = {};
    for (uint32_t d = 2; d < g.rank; ++d) {
        const int64_t index = rest % g.shape[d];
        rest /= g.shape[d];
        for (uint32_t k = 0; k < g.operandNum; ++k) {
            offset[k] += index * g.strides[k][d];
        }
    }
    const int64_t first = piece * g.pieceElems;
    const int64_t n = std::min(g.pieceElems, g.shape[0] - first);
    const int64_t rowBegin = tile * g.tileRows;
    const int64_t rows = g.rank > 1 ? std::min(g.shape[1], rowBegin + g.tileRows) - rowBegin : 1;
    alignas(64) uint8_t rowBuffers[kMaxViewOperands][kGatherPieceElems * sizeof(Bytes16)];  // the widest element
    alignas(64) uint8_t tileBuffers[kMaxViewOperands][kTileBytes];
    Access access[kMaxViewOperands];
    uint8_t *start[kMaxViewOperands];  // element (rowBegin, first) of the tile
    for (uint32_t k = 0; k < g.operandNum; ++k) {
        const int64_t rowStride = g.rank > 1 ? g.strides[k][1] : 0;
        start[k] = job.base[k] + offset[k] + rowBegin * rowStride + first * g.strides[k][0];
        const bool output = (g.outputMask >> k & 1u) != 0;
        access[k] = DenseAlongRows(g, k)                                  ? Access::kDirect
                    : (output || g.tileRows == 1 || g.strides[k][0] == 0) ? Access::kRow
                                                                          : Access::kTile;
        if (access[k] == Access::kTile) {
            GatherTileAny(g.elemBytes[k], start[k], g.strides[k][0], rowStride, rows, n, tileBuffers[k]);
        }
    }
    // The tested row shared by every row is tested once per block; consecutive items share it.
    const bool gated = job.gate != nullptr;
    if (gated && (gateRow->row != start[kGateTested] || gateRow->n != n)) {
        job.gate->bits(job.context, start[kGateTested], gateRow->bits, static_cast<size_t>(n));
        gateRow->row = start[kGateTested];
        gateRow->n = n;
    }
    uint8_t *pointers[kMaxViewOperands];
    for (int64_t r = 0; r < rows; ++r) {
        for (uint32_t k = 0; k < g.operandNum; ++k) {
            uint8_t *at = start[k] + r * (g.rank > 1 ? g.strides[k][1] : 0);
            switch (access[k]) {
                case Access::kDirect: pointers[k] = at; break;
                case Access::kTile: pointers[k] = tileBuffers[k] + r * n * g.elemBytes[k]; break;
                case Access::kRow:
                    pointers[k] = rowBuffers[k];
                    if ((g.outputMask >> k & 1u) == 0) {
                        RowCopier(g.elemBytes[k])(at, g.strides[k][0] / g.elemBytes[k], rowBuffers[k], 1, n);
                    }
                    break;
            }
        }
        if (gated) {
            SelectByBits(g.elemBytes[kGateOut], pointers[kGatePassed], gateRow->bits, pointers[kGateOut],
                         static_cast<size_t>(n), job.gate->nonTemporal);
        } else {
            job.fn(job.context, pointers, static_cast<size_t>(n));
        }
        for (uint32_t k = 0; k < g.operandNum; ++k) {
            if (access[k] == Access::kRow && (g.outputMask >> k & 1u) != 0) {
                uint8_t *at = start[k] + r * (g.rank > 1 ? g.strides[k][1] : 0);
                RowCopier(g.elemBytes[k])(rowBuffers[k], 1, at, g.strides[k][0] / g.elemBytes[k], n);
            }
        }
    }
}

void RunBlock(const void *context, size_t block)
{
    const Job &job = *static_cast<const Job *>(context);
    const int64_t blocks = job.g->blocks;
    const int64_t begin = job.space.items * static_cast<int64_t>(block) / blocks;
    const int64_t end = job.space.items * (static_cast<int64_t>(block) + 1) / blocks;
    GateRowBits gateRow;
    for (int64_t item = begin; item < end; ++item) {
        RunItem(job, item, &gateRow);
    }
    hwy::FlushStream();  // the pieces' streamed stores (kernels do not fence them) before the block is done
}

}  // namespace

void RunOnViews(const ViewGeometry &g, uint8_t *const *base, size_t threads, DensePieceFn fn, const void *context,
                const RowGate *gate)
{
    const ItemSpace space = Items(g);
    const Job job{&g, base, fn, context, space, gate != nullptr && GatesRows(g, space) ? gate : nullptr};
    ParallelFor(std::max<uint32_t>(1, g.blocks), threads, RunBlock, &job);
}

}  // namespace aclp
