# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHeaviside, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.heaviside(input, values) on the case's tensors (one dtype, broadcast as PyTorch broadcasts)."""

OPERATOR = "aclnnHeaviside"


def expected(m, ins, h):
    x, v = ins
    return [h.torch.heaviside(x, v)]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = []
NATIVE_DIFFERS = {1: {}, 2: {}}


def native(torch, x, values):
    return torch.heaviside(x, values)
