// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// PyTorch's CPU kernels through its C++ API (Debian's libtorch-dev), the `out=` forms a framework's
// autograd calls, on tensors wrapping our buffers (no copies, no allocation per call).
//   ThresholdBackward    at::threshold_backward_out(out, grad, self, 0)
//   HardsigmoidBackward  at::hardsigmoid_backward_out(out, grad, self)
//   ReluV2               at::clamp_min_out(out, self, 0): relu's forward; PyTorch saves no mask
//   ReluGradV2           at::threshold_backward_out(out, grad, result, 0): relu's backward, reading the
//                        saved 16/32-bit forward output where ours reads a 1-bit mask
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <torch/version.h>

#include "peers/peer.h"

namespace aclp_bench {
namespace {

bool TorchType(aclDataType dtype, at::ScalarType *type)
{
    switch (dtype) {
        case ACL_FLOAT: *type = at::kFloat; return true;
        case ACL_FLOAT16: *type = at::kHalf; return true;
        case ACL_BF16: *type = at::kBFloat16; return true;
        case ACL_INT8: *type = at::kChar; return true;
        case ACL_INT32: *type = at::kInt; return true;
        case ACL_UINT8: *type = at::kByte; return true;
        default: return false;
    }
}

class TorchKernel : public PeerKernel {
public:
    TorchKernel(const PeerProblem &p, at::ScalarType type) : op_(p.op)
    {
        const auto options = at::TensorOptions().dtype(type);
        grad_ = at::from_blob(p.grad, {p.n}, options);
        self_ = at::from_blob(p.self, {p.n}, options);
        out_ = at::from_blob(p.out, {p.n}, options);
        bytes_ = static_cast<double>(p.n) * static_cast<double>(at::elementSize(type)) * (op_ == kReluV2 ? 2 : 3);
    }
    bool Run() override
    {
        try {
            switch (op_) {
                case kThresholdBackward:
                case kReluGradV2: at::threshold_backward_out(out_, grad_, self_, 0); break;
                case kHardsigmoidBackward: at::hardsigmoid_backward_out(out_, grad_, self_); break;
                default: at::clamp_min_out(out_, self_, 0);
            }
            return true;
        } catch (const std::exception &) {
            return false;  // e.g. no CPU kernel for this dtype
        }
    }
    double MovedBytes() const override { return bytes_; }
    std::string Form() const override
    {
        switch (op_) {
            case kThresholdBackward: return "at::threshold_backward_out";
            case kHardsigmoidBackward: return "at::hardsigmoid_backward_out";
            case kReluV2: return "at::clamp_min_out (relu forward, no mask)";
            default: return "at::threshold_backward_out on the saved output (relu backward)";
        }
    }

private:
    int op_;
    at::Tensor grad_, self_, out_;
    double bytes_ = 0;
};

std::unique_ptr<PeerKernel> MakeTorch(const PeerProblem &p)
{
    at::ScalarType type;
    if (!TorchType(p.dtype, &type)) {
        return nullptr;
    }
    auto kernel = std::make_unique<TorchKernel>(p, type);
    if (!kernel->Run()) {
        return nullptr;
    }
    return kernel;
}

void SetTorchThreads(int threads)
{
    at::set_num_threads(threads);
}

const PeerRegistration kTorch(Peer{"torch", std::string("PyTorch ") + TORCH_VERSION + " C++ (libtorch)",
                                   SetTorchThreads, MakeTorch});

}  // namespace
}  // namespace aclp_bench
