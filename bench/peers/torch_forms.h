// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// How PyTorch's C++ API computes one of our operators: each operator folder with a PyTorch counterpart
// registers its form in activation/<folder>/bench/<folder>_torch_form.cpp, compiled into the benchmark
// where libtorch is found.
#ifndef ACLP_BENCH_PEERS_TORCH_FORMS_H_
#define ACLP_BENCH_PEERS_TORCH_FORMS_H_

#include <ATen/ATen.h>

#include <string>
#include <vector>

namespace aclp_bench {

// Tensors wrapping the problem's buffers (PeerProblem): gradient, forward input (or output), result.
struct TorchOperands {
    at::Tensor grad, self, out;
};

struct TorchForm {
    std::string op;                 // the aclnn name without "aclnn"
    std::string form;               // what runs, e.g. "at::threshold_backward_out"
    int tensors;                    // how many of the operands it reads or writes (for the bytes it moves)
    void (*run)(TorchOperands &t);  // the `out=` call a framework's autograd makes; throws on no kernel
};

std::vector<TorchForm> &TorchForms();

struct TorchFormRegistration {
    explicit TorchFormRegistration(TorchForm form) { TorchForms().push_back(std::move(form)); }
};

}  // namespace aclp_bench

#endif  // ACLP_BENCH_PEERS_TORCH_FORMS_H_
