# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHardswishBackward, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.ops.aten.hardswish_backward on gradOutput and self widened to float32 (PyTorch 1.13's CPU kernel takes no
FLOAT16), then rounded to the dtype. PyTorch 1.13 is not consistent at self = 3 (its vectorised path gives the
gradient, its scalar path gradient * 1.5) nor for a NaN self (NaN, or the gradient): there CANN's doc decides,
gradient * (self / 3 + 0.5), computed with PyTorch's own float32 operations."""

OPERATOR = "aclnnHardswishBackward"


def expected(m, ins, h):
    grad, x = ins
    torch = h.torch
    g, xf = grad.float(), x.float()
    y = torch.ops.aten.hardswish_backward(g, xf)
    formula = g * (xf / 3 + 0.5)
    y = torch.where((xf == 3) | torch.isnan(xf), formula, y)
    return [y.to(grad.dtype)]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = []
_WHY = "self = 3 gives gradOutput * 1.5 (CANN's closed bound); PyTorch passes the gradient there"
NATIVE_DIFFERS = {1: {"FLOAT": _WHY, "BFLOAT16": _WHY},
                  2: {"FLOAT": _WHY, "FLOAT16": _WHY, "BFLOAT16": _WHY}}


def native(torch, grad, x):
    return torch.ops.aten.hardswish_backward(grad, x)
