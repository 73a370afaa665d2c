# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnReluGradV2, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
where(mask, gradients, 0), the mask unpacked least-significant bit first."""

OPERATOR = "aclnnReluGradV2"


def expected(m, ins, h):
    grad, mask = ins
    keep = h.unpack(mask, grad.numel()).reshape(grad.shape)
    return [h.torch.where(keep, grad, h.torch.zeros_like(grad))]
