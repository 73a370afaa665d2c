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


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = []
_WHY_1 = "the bounds, a NaN self (the gradient passes) and the zeros below -3 (gradOutput * 0) follow CANN's kernel"
_WHY_2 = ("a NaN self (the gradient passes), an infinite gradient below -3 (NaN) and the sign of the zeros there "
    "(gradOutput * 0) follow CANN's kernel")
NATIVE_DIFFERS = {1: {"FLOAT": _WHY_1, "BFLOAT16": _WHY_1},
                  2: {"FLOAT": _WHY_2, "FLOAT16": _WHY_2, "BFLOAT16": _WHY_2}}


def native(torch, grad, x):
    return torch.ops.aten.hardswish_backward(grad, x)
