# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHeaviside, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.heaviside(input, values) on the case's tensors (one dtype, broadcast as PyTorch broadcasts)."""

OPERATOR = "aclnnHeaviside"


def expected(m, ins, h):
    x, v = ins
    return [h.torch.heaviside(x, v)]
