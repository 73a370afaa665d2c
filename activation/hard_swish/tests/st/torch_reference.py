# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHardswish, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.nn.functional.hardswish on self widened to float32 (PyTorch 1.13's CPU kernel takes no FLOAT16), rounded to
self's dtype, then converted to out's dtype; with CANN's documented values where PyTorch's formula differs: self
itself where self >= 3 (PyTorch's (6 * self) / 6 overflows past 5.67e37) and +0 where self <= -3 (PyTorch gives
-0)."""

OPERATOR = "aclnnHardswish"


def expected(m, ins, h):
    (x,) = ins
    torch = h.torch
    xf = x.float()
    y = torch.nn.functional.hardswish(xf)
    y = torch.where(xf >= 3, xf, torch.where(xf <= -3, torch.zeros_like(xf), y))
    return [y.to(x.dtype).to(h.TORCH[m["outputs"][0]["dtype"]])]
