# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHardsigmoidBackward, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
aten.hardsigmoid_backward, its result cast to out's dtype."""

OPERATOR = "aclnnHardsigmoidBackward"


def expected(m, ins, h):
    grad, self_ = ins
    return [h.torch.ops.aten.hardsigmoid_backward(grad, self_).to(h.TORCH[m["outputs"][0]["dtype"]])]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = []
NATIVE_DIFFERS = {1: {}, 2: {}}


def native(torch, grad, x):
    return torch.ops.aten.hardsigmoid_backward(grad, x)
