// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// PyTorch's CPU kernels through its C++ API (Debian's libtorch-dev), the `out=` forms a framework's
// autograd calls, on tensors wrapping our buffers (no copies, no allocation per call). Which call stands
// for which operator is each operator folder's torch form (torch_forms.h).
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <torch/version.h>

#include "peers/peer.h"
#include "peers/torch_forms.h"

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
        case ACL_INT16: *type = at::kShort; return true;
        case ACL_INT64: *type = at::kLong; return true;
        case ACL_DOUBLE: *type = at::kDouble; return true;
        case ACL_COMPLEX64: *type = at::kComplexFloat; return true;
        case ACL_COMPLEX128: *type = at::kComplexDouble; return true;
        default: return false;
    }
}

class TorchKernel : public PeerKernel {
public:
    TorchKernel(const PeerProblem &p, at::ScalarType type, const TorchForm &form) : form_(form)
    {
        const auto options = at::TensorOptions().dtype(type);
        auto wrap = [&](void *data, const OperandView *view) {
            return view == nullptr ? at::from_blob(data, {p.n}, options)
                                   : at::from_blob(data, view->shape, view->strides, options);
        };
        const ViewLayout *l = p.layout;
        t_.grad = wrap(p.grad, l ? &l->grad : nullptr);
        t_.self = wrap(p.self, l ? &l->self : nullptr);
        t_.out = wrap(p.out, l ? &l->out : nullptr);
        bytes_ = static_cast<double>(p.n) * static_cast<double>(at::elementSize(type)) * form.tensors;
    }
    bool Run() override
    {
        try {
            form_.run(t_);
            return true;
        } catch (const std::exception &) {
            return false;  // e.g. no CPU kernel for this dtype
        }
    }
    double MovedBytes() const override { return bytes_; }
    std::string Form() const override { return form_.form; }

private:
    const TorchForm &form_;
    TorchOperands t_;
    double bytes_ = 0;
};

std::unique_ptr<PeerKernel> MakeTorch(const PeerProblem &p)
{
    at::ScalarType type;
    const TorchForm *form = nullptr;
    for (const TorchForm &f : TorchForms())
        form = f.op == p.op ? &f : form;
    if (form == nullptr || !TorchType(p.dtype, &type)) {
        return nullptr;
    }
    auto kernel = std::make_unique<TorchKernel>(p, type, *form);
    if (!kernel->Run()) {
        return nullptr;
    }
    return kernel;
}

void SetTorchThreads(int threads)
{
    at::set_num_threads(threads);
}

}  // namespace

std::vector<TorchForm> &TorchForms()
{
    static std::vector<TorchForm> forms;  // function-local: safe from any TU's static initialisation
    return forms;
}

namespace {

const PeerRegistration kTorch(Peer{"torch", std::string("PyTorch ") + TORCH_VERSION + " C++ (libtorch)",
                                   SetTorchThreads, MakeTorch});

}  // namespace
}  // namespace aclp_bench
