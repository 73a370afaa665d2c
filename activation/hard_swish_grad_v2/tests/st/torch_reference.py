# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHardswishBackwardV2, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
CANN's doc formula, gradOutput * d with d = 0 where self <= -3, self / 3 + 0.5 where -3 < self < 3, 1 elsewhere (NaN
included), computed with PyTorch's own float32 operations on the inputs widened to float32, then rounded to the
dtype. (PyTorch 2.x's hardswish_backward uses these bounds too, but writes +0 below the band where the formula
multiplies; PyTorch 1.13's uses V1's bounds.)"""

OPERATOR = "aclnnHardswishBackwardV2"


def expected(m, ins, h):
    grad, x = ins
    torch = h.torch
    g, xf = grad.float(), x.float()
    d = torch.where(xf <= -3, torch.zeros_like(xf), torch.where(xf < 3, xf / 3 + 0.5, torch.ones_like(xf)))
    return [(g * d).to(grad.dtype)]
