# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnReluV2, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
relu, with -0 written as +0 as CANN's ReluV2 does, and the mask x > 0 packed least-significant bit first."""

OPERATOR = "aclnnReluV2"


def expected(m, ins, h):
    (x,) = ins
    y = h.torch.relu(x) + 0  # torch.relu keeps -0; -0 + 0 is +0
    return [y, h.pack(x > 0)]
