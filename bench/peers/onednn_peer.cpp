// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// oneDNN's eltwise primitives (Debian's libdnnl-dev), created once and executed on our buffers. Which
// primitive stands for which operator is each operator folder's oneDNN form (onednn_forms.h).
#include <omp.h>

#include "oneapi/dnnl/dnnl.hpp"
#include "peers/onednn_forms.h"
#include "peers/peer.h"

namespace aclp_bench {
namespace {

using dnnl::algorithm;
using dnnl::memory;
using dnnl::prop_kind;

bool DnnlType(aclDataType dtype, memory::data_type *type)
{
    switch (dtype) {
        case ACL_FLOAT: *type = memory::data_type::f32; return true;
        case ACL_FLOAT16: *type = memory::data_type::f16; return true;
        case ACL_BF16: *type = memory::data_type::bf16; return true;
        case ACL_INT8: *type = memory::data_type::s8; return true;
        default: return false;
    }
}

dnnl::engine &Engine()
{
    static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
    return engine;
}

class DnnlKernel : public PeerKernel {
public:
    DnnlKernel(const PeerProblem &p, memory::data_type type, const DnnlForm &form) : form_(form), stream_(Engine())
    {
        const memory::desc md({p.n}, type, memory::format_tag::a);
        auto fwd = dnnl::eltwise_forward::primitive_desc(
            dnnl::eltwise_forward::desc(prop_kind::forward_training, form.algorithm, md, form.alpha, form.beta),
            Engine());
        src_ = memory(md, Engine(), p.self);
        dst_ = memory(md, Engine(), p.out);
        if (form.forward) {
            primitive_ = dnnl::eltwise_forward(fwd);
            args_ = {{DNNL_ARG_SRC, src_}, {DNNL_ARG_DST, dst_}};
        } else {
            auto bwd = dnnl::eltwise_backward::primitive_desc(
                dnnl::eltwise_backward::desc(form.algorithm, md, md, form.alpha, form.beta), Engine(), fwd);
            diffDst_ = memory(md, Engine(), p.grad);
            primitive_ = dnnl::eltwise_backward(bwd);
            args_ = {{DNNL_ARG_SRC, src_}, {DNNL_ARG_DIFF_DST, diffDst_}, {DNNL_ARG_DIFF_SRC, dst_}};
        }
        bytes_ = static_cast<double>(md.get_size()) * (form.forward ? 2 : 3);
    }
    bool Run() override
    {
        primitive_.execute(stream_, args_);
        stream_.wait();
        return true;
    }
    double MovedBytes() const override { return bytes_; }
    std::string Form() const override { return form_.form; }

private:
    const DnnlForm &form_;
    dnnl::stream stream_;
    memory src_, dst_, diffDst_;
    dnnl::primitive primitive_;
    std::unordered_map<int, memory> args_;
    double bytes_ = 0;
};

std::unique_ptr<PeerKernel> MakeDnnl(const PeerProblem &p)
{
    memory::data_type type;
    const DnnlForm *form = nullptr;
    for (const DnnlForm &f : DnnlForms())
        form = f.op == p.op ? &f : form;
    if (form == nullptr || !DnnlType(p.dtype, &type) || p.layout != nullptr) {
        return nullptr;  // views: not measured against oneDNN (its eltwise backward takes one layout for all)
    }
    try {
        auto kernel = std::make_unique<DnnlKernel>(p, type, *form);
        kernel->Run();
        return kernel;
    } catch (const dnnl::error &) {
        return nullptr;  // no implementation for this dtype on this CPU
    }
}

void SetDnnlThreads(int threads)
{
    omp_set_num_threads(threads);
}

std::string Version()
{
    const dnnl_version_t *v = dnnl_version();
    return "oneDNN " + std::to_string(v->major) + "." + std::to_string(v->minor) + "." + std::to_string(v->patch);
}

}  // namespace

std::vector<DnnlForm> &DnnlForms()
{
    static std::vector<DnnlForm> forms;  // function-local: safe from any TU's static initialisation
    return forms;
}

namespace {

const PeerRegistration kDnnl(Peer{"onednn", Version(), SetDnnlThreads, MakeDnnl});

}  // namespace
}  // namespace aclp_bench
