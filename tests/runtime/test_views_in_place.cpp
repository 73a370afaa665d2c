// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Every operator of the operator table on strided, permuted and broadcast views: the same bits (NaN payloads aside) as
// the call on dense tensors holding the same values, nothing written outside out's view, and no workspace where the
// dense call needs none (the engine reads and writes views where they are). Inputs are random bits of the dtype (NaN,
// Inf, subnormals and all), from the printed seed; every way the engine splits a call is tried (ForEveryTiling).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/opdev/op_errno.h"
#include "common/engine_variants.h"
#include "common/test_util.h"
#include "dtypes.h"
#include "operator_def.h"

namespace aclp_test {
namespace {

// How one tensor of a case lies in memory: its view shape and strides over storage of `storage` elements.
struct Layout {
    std::vector<int64_t> shape;
    std::vector<int64_t> strides;
    int64_t storage;
};

Layout Dense(const std::vector<int64_t> &shape)
{
    return {shape, RowMajorStrides(shape), Numel(shape)};
}

// The last two dimensions stored the other way round.
Layout Transposed(int64_t rows, int64_t cols)
{
    return {{rows, cols}, {1, rows}, rows * cols};
}

// Every other column of a [rows, 2 * cols] buffer.
Layout EveryOtherColumn(int64_t rows, int64_t cols)
{
    return {{rows, cols}, {2 * cols, 2}, rows * 2 * cols};
}

// [a, b, c] stored as [c, a, b].
Layout Permuted(int64_t a, int64_t b, int64_t c)
{
    return {{a, b, c}, {b, 1, a * b}, a * b * c};
}

struct ViewCase {
    std::string name;
    std::vector<int64_t> shape;  // the output's
    std::vector<Layout> inputs;  // one per tensor input (up to two); the first is reused for a third
    Layout out;
    bool broadcast;  // needs an operator that broadcasts
};

std::vector<ViewCase> Cases()
{
    const int64_t r = 29;
    const int64_t c = 71;
    return {
        {"second input broadcast from [1, C]", {r, c}, {Dense({r, c}), Dense({1, c})}, Dense({r, c}), true},
        {"first input broadcast from [R, 1]", {r, c}, {Dense({r, 1}), Dense({r, c})}, Dense({r, c}), true},
        {"second input a 0-d scalar", {r, c}, {Dense({r, c}), Dense({})}, Dense({r, c}), true},
        {"first input transposed", {r, c}, {Transposed(r, c), Dense({r, c})}, Dense({r, c}), false},
        {"out transposed", {r, c}, {Dense({r, c}), Dense({r, c})}, Transposed(r, c), false},
        {"all every other column",
         {r, c},
         {EveryOtherColumn(r, c), EveryOtherColumn(r, c)},
         EveryOtherColumn(r, c),
         false},
        {"all permuted alike", {5, 7, 9}, {Permuted(5, 7, 9), Permuted(5, 7, 9)}, Permuted(5, 7, 9), false},
        {"second input permuted, out every other column",
         {r, c},
         {Dense({r, c}), Transposed(r, c)},
         EveryOtherColumn(r, c),
         false},
    };
}

// The storage offset of element `index` (row-major over `shape`) of a layout, broadcast to `shape`.
int64_t OffsetOf(const Layout &l, const std::vector<int64_t> &shape, int64_t index)
{
    int64_t offset = 0;
    const size_t lead = shape.size() - l.shape.size();
    for (size_t d = shape.size(); d-- > 0;) {
        const int64_t i = index % shape[d];
        index /= shape[d];
        if (d >= lead && l.shape[d - lead] != 1) {
            offset += i * l.strides[d - lead];
        }
    }
    return offset;
}

struct Tensors {
    std::vector<std::vector<uint8_t>> storage;
    std::vector<aclTensor *> tensors;
    ~Tensors()
    {
        for (aclTensor *t : tensors) {
            aclDestroyTensor(t);
        }
    }
    aclTensor *Add(const Layout &l, aclDataType dtype, std::vector<uint8_t> bytes)
    {
        storage.push_back(std::move(bytes));
        tensors.push_back(aclCreateTensor(l.shape.data(), l.shape.size(), dtype, l.strides.data(), 0, ACL_FORMAT_ND,
                                          &l.storage, 1, storage.back().data()));
        return tensors.back();
    }
};

// Whether two elements hold the same value: the same bits, or NaN in the same (complex: each) part. Inputs are random
// bits, so NaNs meet NaNs often; which payload an operation keeps then is the compiler's choice of operand order.
bool SameElement(aclDataType dtype, const uint8_t *a, const uint8_t *b)
{
    const size_t elem = accuracy::ElementBytes(dtype);
    if (std::memcmp(a, b, elem) == 0) {
        return true;
    }
    const aclDataType part = accuracy::ComplexPart(dtype) != ACL_DT_UNDEFINED ? accuracy::ComplexPart(dtype) : dtype;
    if (!accuracy::IsFloating(part)) {
        return false;
    }
    const size_t bytes = accuracy::ElementBytes(part);
    for (size_t at = 0; at < elem; at += bytes) {
        const double x = accuracy::BitsToDouble(part, accuracy::LoadBits(part, a + at));
        const double y = accuracy::BitsToDouble(part, accuracy::LoadBits(part, b + at));
        if (std::memcmp(a + at, b + at, bytes) != 0 && !(std::isnan(x) && std::isnan(y))) {
            return false;
        }
    }
    return true;
}

// Runs `op` on the tensors; the workspace it asked for goes to *workspace.
void Run(const optable::OperatorDef &op, aclTensor *const *tensors, const aclScalar *const *scalars,
         uint64_t *workspace)
{
    aclOpExecutor *executor = nullptr;
    ASSERT_EQ(op.Phase1InSignatureOrder(tensors, scalars, workspace, &executor), ACLNN_SUCCESS) << aclGetRecentErrMsg();
    std::vector<uint8_t> buffer(*workspace);
    ASSERT_EQ(op.phase2(buffer.data(), *workspace, executor, nullptr), ACLNN_SUCCESS) << aclGetRecentErrMsg();
}

void CheckCase(const optable::OperatorDef &op, aclDataType dtype, const ViewCase &vc, std::mt19937_64 &rng,
               const aclScalar *const *scalars)
{
    const size_t elem = accuracy::ElementBytes(dtype);
    const int64_t numel = Numel(vc.shape);
    const size_t inputs = op.tensorInputs.size();
    Tensors dense, views;
    for (size_t k = 0; k < inputs; ++k) {
        const Layout &l = vc.inputs[k < vc.inputs.size() ? k : 0];
        // The input's own elements, random bits; the dense tensor holds them broadcast to the output's shape.
        std::vector<uint8_t> stored(static_cast<size_t>(l.storage) * elem);
        for (uint8_t &b : stored) {
            b = static_cast<uint8_t>(rng());
        }
        std::vector<uint8_t> expanded(static_cast<size_t>(numel) * elem);
        for (int64_t i = 0; i < numel; ++i) {
            std::memcpy(&expanded[i * elem], &stored[OffsetOf(l, vc.shape, i) * elem], elem);
        }
        dense.Add(Dense(vc.shape), dtype, std::move(expanded));
        views.Add(l, dtype, std::move(stored));
    }
    std::vector<uint8_t> sentinel(static_cast<size_t>(vc.out.storage) * elem, 0xA5);
    dense.Add(Dense(vc.shape), dtype, std::vector<uint8_t>(static_cast<size_t>(numel) * elem));
    views.Add(vc.out, dtype, sentinel);

    uint64_t denseWorkspace = 0;
    uint64_t viewWorkspace = 0;
    Run(op, dense.tensors.data(), scalars, &denseWorkspace);
    Run(op, views.tensors.data(), scalars, &viewWorkspace);
    if (denseWorkspace == 0) {
        EXPECT_EQ(viewWorkspace, 0u) << "the views were copied";
    }
    const std::vector<uint8_t> &want = dense.storage.back();
    std::vector<uint8_t> got = views.storage.back();
    std::vector<bool> inView(static_cast<size_t>(vc.out.storage), false);
    int mismatches = 0;
    for (int64_t i = 0; i < numel; ++i) {
        const int64_t at = OffsetOf(vc.out, vc.shape, i);
        inView[at] = true;
        if (!SameElement(dtype, &got[at * elem], &want[i * elem]) && ++mismatches <= 3) {
            ADD_FAILURE() << "element " << i << " differs from the dense call's";
        }
    }
    for (int64_t at = 0; at < vc.out.storage; ++at) {
        if (!inView[at] && std::memcmp(&got[at * elem], &sentinel[at * elem], elem) != 0) {
            ADD_FAILURE() << "storage element " << at << " outside out's view was written";
            break;
        }
    }
}

TEST(ViewsInPlace, EveryOperatorGivesTheDenseCallsBits)
{
    const uint64_t seed = TestSeed();
    int32_t zero = 0;
    aclScalar *scalar = aclCreateScalar(&zero, ACL_INT32);
    const aclScalar *scalars[] = {scalar, scalar, scalar, scalar};
    int checked = 0;
    ForEveryTiling([&] {
        std::mt19937_64 rng(seed);
        for (const optable::OperatorDef &op : optable::AllOperators()) {
            if (op.bitsInput >= 0 || op.bitsOutput >= 0 || op.outputs.size() != 1 || op.tensorInputs.size() > 2) {
                continue;  // a 1-bit mask must be dense (CANN's layout)
            }
            for (aclDataType dtype : op.dtypes) {
                for (const ViewCase &vc : Cases()) {
                    if (vc.broadcast && !op.broadcasts) {
                        continue;
                    }
                    SCOPED_TRACE(op.aclnnName + " " + accuracy::DtypeName(dtype) + ": " + vc.name);
                    CheckCase(op, dtype, vc, rng, scalars);
                    ++checked;
                }
            }
        }
    });
    EXPECT_GT(checked, 400);
    aclDestroyScalar(scalar);
}

}  // namespace
}  // namespace aclp_test
