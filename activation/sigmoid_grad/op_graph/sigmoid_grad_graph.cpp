// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SigmoidGrad in graph mode: aclnnSigmoidBackward(dy, y) over the node's tensors (z in y's dtype and shape). Complex
// dtypes: z = dy * conj((1 - y) * y) when the attribute complex_conj is true (what aclnnSigmoidBackward computes),
// z = dy * ((1 - y) * y) when it is false (the default), computed as conj(conj(dy) * conj((1 - y) * y)): negating
// a part is exact, so this gives the direct product's bits, except that an imaginary part summing to zero from
// zeros of opposite signs comes out -0 where the direct sum gives +0.
#include <cstring>

#include "aclnnop/aclnn_sigmoid_backward.h"
#include "node_runner.h"

namespace ge {
namespace {

// Negates the imaginary parts of a COMPLEX64 or COMPLEX128 tensor's data in place.
void NegateImaginaryParts(Tensor *t)
{
    const bool wide = t->GetTensorDesc().GetDataType() == DT_COMPLEX128;
    const size_t part = wide ? sizeof(double) : sizeof(float);
    uint8_t *data = t->GetData();
    for (size_t at = part; at + part <= t->GetSize(); at += 2 * part) {
        data[at + part - 1] ^= 0x80;  // the sign bit (little-endian)
    }
}

std::string RunSigmoidGrad(const OperatorImpl &node, const Values &in, Values *out)
{
    const TensorDesc d = in[0].GetTensorDesc();
    out->push_back(NewOutput(d.GetShape(), d.GetDataType()));
    const bool complex = d.GetDataType() == DT_COMPLEX64 || d.GetDataType() == DT_COMPLEX128;
    const bool conjugateAround = complex && !BoolAttr(node, "complex_conj", false);
    Tensor dy = in[1];
    if (conjugateAround) {
        dy = Tensor(in[1].GetTensorDesc(), in[1].GetData(), in[1].GetSize());  // a copy: the input is not ours
        NegateImaginaryParts(&dy);
    }
    std::string error = RunOnViews(
        {&dy, &in[0], &(*out)[0]},
        [](aclTensor *const *v, uint64_t *ws, aclOpExecutor **ex) {
            return aclnnSigmoidBackwardGetWorkspaceSize(v[0], v[1], v[2], ws, ex);
        },
        aclnnSigmoidBackward);
    if (error.empty() && conjugateAround) {
        NegateImaginaryParts(&(*out)[0]);
    }
    return error;
}

}  // namespace

std::vector<NodeRunner> GraphNodesOf_sigmoid_grad()
{
    return {{"SigmoidGrad", RunSigmoidGrad}};
}

}  // namespace ge
