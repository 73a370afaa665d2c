// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// Peer libraries measured in the same process as our operators, on the same buffers. Each peer is
// its own translation unit, compiled only where its library was found (benchmark-only dependencies);
// it registers a factory at static-initialisation time, so the benchmark lists whatever is built in.
// What a peer runs for one of our operators (its "form") is the operator folder's knowledge:
// activation/<folder>/bench/<folder>_<peer>_form.cpp registers it (see the peer's *_forms.h).
#ifndef ACLP_BENCH_PEERS_PEER_H_
#define ACLP_BENCH_PEERS_PEER_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "acl/acl_base.h"

namespace aclp_bench {

// How one operand lies in its buffer when it is not dense 1-D: view shape and strides (elements).
struct OperandView {
    std::vector<int64_t> shape;
    std::vector<int64_t> strides;
};

// The three operands of a two-input operator as views over their buffers (BM_Views' cases).
struct ViewLayout {
    std::string name;  // "self_broadcast_row", ...
    OperandView grad, self, out;
};

// One problem: dense 1-D tensors of n elements of `dtype`, or, with a layout, views over buffers of n
// elements. `self` holds the forward input, or for an operator that reads a mask, the forward output (what
// PyTorch's and oneDNN's backward read instead).
struct PeerProblem {
    std::string op;  // the aclnn name without "aclnn", as the operator table has it
    aclDataType dtype;
    int64_t n;
    void *grad;
    void *self;
    void *out;
    const ViewLayout *layout = nullptr;  // a peer that cannot take views returns no kernel
};

// A kernel set up once (tensors wrapped, primitives created), then run many times.
class PeerKernel {
public:
    virtual ~PeerKernel() = default;
    virtual bool Run() = 0;
    // Bytes this peer's form of the problem moves (inputs read once, outputs written once).
    virtual double MovedBytes() const = 0;
    // What exactly runs, e.g. "at::threshold_backward_out".
    virtual std::string Form() const = 0;
};

struct Peer {
    std::string name;                                                 // short id used in benchmark names: torch, onednn
    std::string description;                                          // library and version
    void (*setThreads)(int threads);                                  // threads for subsequent runs
    std::unique_ptr<PeerKernel> (*make)(const PeerProblem &problem);  // nullptr: the peer lacks this op/dtype
};

std::vector<Peer> &Peers();

struct PeerRegistration {
    explicit PeerRegistration(Peer peer) { Peers().push_back(std::move(peer)); }
};

}  // namespace aclp_bench

#endif  // ACLP_BENCH_PEERS_PEER_H_
