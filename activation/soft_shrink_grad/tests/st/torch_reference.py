# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnSoftshrinkBackward, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.ops.aten.softshrink_backward with lambd read as float32 (as CANN's entry reads it), computed on gradOutput and
self converted to their promoted dtype (FLOAT when they differ, as CANN's plan) and widened to float32 (PyTorch 1.13's
CPU kernel takes no FLOAT16, and would round lambd to the 16-bit dtype; CANN's kernel compares in float32); where
self is NaN the gradient (CANN's kernel and PyTorch's scalar path pass it; PyTorch 1.13's vectorised path gives 0
there); back to the promoted dtype (exact: every result is the gradient or 0), then cast to gradInput's dtype. A NaN
lambd is left out (CANN passes only a NaN self's gradient)."""

OPERATOR = "aclnnSoftshrinkBackward"


def expected(m, ins, h):
    grad, x = ins
    torch = h.torch
    value, _ = h.scalar_value(m["scalars"][0])
    if value != value:
        raise h.Skip("NaN lambd: PyTorch 1.13's scalar path passes every gradient, its vectorised path none")
    lambd = float(torch.tensor(value, dtype=torch.float64).to(torch.float32))
    promoted = torch.promote_types(grad.dtype, x.dtype)
    g, xf = grad.to(promoted).float(), x.to(promoted).float()
    y = torch.where(torch.isnan(xf), g, torch.ops.aten.softshrink_backward(g, xf, lambd)).to(promoted)
    return [y.to(h.TORCH[m["outputs"][0]["dtype"]])]
