// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// What every benchmark runs on: device buffers filled once per (dtype, size, data kind) and reused by
// the benchmarks that follow (a 64M-element FLOAT problem takes a second to fill), and one operator
// call made through the public API exactly as a user makes it.
#ifndef ACLP_BENCH_BENCH_PROBLEM_H_
#define ACLP_BENCH_BENCH_PROBLEM_H_

#include <cstddef>
#include <cstdint>
#include <memory>

#include <string>
#include <vector>

#include "acl/acl.h"
#include "aclnn/acl_meta.h"
#include "operator_def.h"
#include "peers/peer.h"

namespace aclp_bench {

struct DeviceArray {
    explicit DeviceArray(size_t bytes);
    ~DeviceArray();
    DeviceArray(const DeviceArray &) = delete;
    DeviceArray &operator=(const DeviceArray &) = delete;
    void *ptr = nullptr;
};

// Gradients: kRealistic are uniform in [-1, 1] (no denormals); kDenormalGrads replace 3% of them
// with subnormal values of the dtype, as gradients of a saturated network carry. Forward inputs
// (`self`) are uniform in [-5, 5], so every branch of every operator is taken.
enum class DataKind { kRealistic, kDenormalGrads };
constexpr int kDenormalPercent = 3;

struct ProblemData {
    ProblemData(aclDataType dtype, int64_t n, DataKind kind);
    aclDataType dtype;
    int64_t n;
    DeviceArray grad, self, out, mask;  // mask: the 1-bit mask of self > 0, as a forward pass keeps it
};

// The data for (dtype, n, kind), from a small cache (the last few problems), so consecutive
// benchmarks of one size share buffers. Returned pointers stay valid until the cache evicts them.
std::shared_ptr<ProblemData> Data(aclDataType dtype, int64_t n, DataKind kind = DataKind::kRealistic);
void DropData();  // frees the cache (before the copy benchmarks allocate their own)

// The operator's name in benchmark names: the aclnn name without "aclnn".
std::string BenchName(const optable::OperatorDef &op);

// Bytes one call moves: every input read once, every output written once (masks 1 bit per element).
size_t MovedBytes(const optable::OperatorDef &op, aclDataType dtype, int64_t n);

// One of our operators on dense 1-D tensors over `data`, tensors and scalar created once: inputs named
// grad* read the gradients, other inputs the forward input, a mask input the mask a forward pass left;
// a mask output goes to the mask buffer (so the gradients stay as they are), the others to `out`.
// With a layout (an operator of two tensor inputs and one output): the first input reads `grad` through
// the layout's grad view, the second `self` through its self view, the output writes out's view.
class OpCall {
public:
    OpCall(const optable::OperatorDef &op, std::shared_ptr<ProblemData> data, const ViewLayout *layout = nullptr);
    ~OpCall();
    OpCall(const OpCall &) = delete;
    OpCall &operator=(const OpCall &) = delete;
    // GetWorkspaceSize + run + synchronize, as a user calls it.
    bool Run(aclrtStream stream);
    size_t Moved() const { return MovedBytes(op_, data_->dtype, data_->n); }
    PeerProblem AsPeerProblem() const;

private:
    const optable::OperatorDef &op_;
    std::shared_ptr<ProblemData> data_;
    const ViewLayout *layout_;
    std::vector<aclTensor *> tensors_;  // signature order
    aclScalar *scalar_ = nullptr;
    std::vector<const aclScalar *> scalars_;  // each scalar role
};

// BM_Views' cases over a [rows, cols] output, every buffer holding 2 * rows * cols elements: all dense;
// self broadcast from [1, cols]; grad transposed; out transposed; all three every other column.
std::vector<ViewLayout> ViewLayouts(int64_t rows, int64_t cols);

}  // namespace aclp_bench

#endif  // ACLP_BENCH_BENCH_PROBLEM_H_
