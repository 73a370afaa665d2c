# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnRelu, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.relu with -0 written as +0, as CANN's golden does (torch.relu keeps -0; -0 + 0 is +0)."""

OPERATOR = "aclnnRelu"


def expected(m, ins, h):
    (x,) = ins
    return [h.torch.relu(x) + 0]
