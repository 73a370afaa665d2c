// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// How oneDNN computes one of our operators (or its closest eltwise primitive): each operator folder with a
// oneDNN counterpart registers its form in activation/<folder>/bench/<folder>_onednn_form.cpp, compiled
// into the benchmark where libdnnl is found.
#ifndef ACLP_BENCH_PEERS_ONEDNN_FORMS_H_
#define ACLP_BENCH_PEERS_ONEDNN_FORMS_H_

#include <string>
#include <vector>

#include "oneapi/dnnl/dnnl.hpp"

namespace aclp_bench {

struct DnnlForm {
    std::string op;    // the aclnn name without "aclnn"
    std::string form;  // what runs, e.g. "eltwise_relu backward from src"
    bool forward;      // forward primitive (src -> dst) or backward (src, diff_dst -> diff_src)
    dnnl::algorithm algorithm;
    float alpha, beta;
};

std::vector<DnnlForm> &DnnlForms();

struct DnnlFormRegistration {
    explicit DnnlFormRegistration(DnnlForm form) { DnnlForms().push_back(std::move(form)); }
};

}  // namespace aclp_bench

#endif  // ACLP_BENCH_PEERS_ONEDNN_FORMS_H_
