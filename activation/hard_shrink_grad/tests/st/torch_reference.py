# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHardshrinkBackward, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.ops.aten.hardshrink_backward with lambd read as float32 and a negative one taken as 0 (as CANN's entry reads
it), computed on gradOutput and self converted to their promoted dtype and widened to float32 (PyTorch 1.13's CPU
kernel takes no FLOAT16, and would round lambd to BFLOAT16), with lambd rounded to FLOAT16 when that is the promoted
dtype (CANN's kernel compares FLOAT16 values in FLOAT16); where self is NaN the gradient (CANN's kernel and PyTorch's
scalar path pass it; PyTorch 1.13's vectorised path gives 0 there); back to the promoted dtype (exact: every result is
the gradient or 0), then cast to gradInput's dtype. A NaN lambd is left out (CANN passes every gradient)."""

OPERATOR = "aclnnHardshrinkBackward"


def expected(m, ins, h):
    grad, x = ins
    torch = h.torch
    value, _ = h.scalar_value(m["scalars"][0])
    if value != value:
        raise h.Skip("NaN lambd: PyTorch 1.13's scalar path passes every gradient, its vectorised path none")
    lambd = float(torch.tensor(value, dtype=torch.float64).to(torch.float32))
    if lambd < 0:
        lambd = 0.0
    promoted = torch.promote_types(grad.dtype, x.dtype)
    if promoted == torch.float16:
        lambd = float(torch.tensor(lambd, dtype=torch.float16))
    g, xf = grad.to(promoted).float(), x.to(promoted).float()
    y = torch.where(torch.isnan(xf), g, torch.ops.aten.hardshrink_backward(g, xf, lambd)).to(promoted)
    return [y.to(h.TORCH[m["outputs"][0]["dtype"]])]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = [0.5]
_WHY = "a NaN self passes the gradient, as CANN's kernel; PyTorch writes 0"
NATIVE_DIFFERS = {1: {"FLOAT": _WHY, "BFLOAT16": _WHY},
                  2: {"FLOAT": _WHY, "FLOAT16": _WHY, "BFLOAT16": _WHY}}


def native(torch, grad, x):
    return torch.ops.aten.hardshrink_backward(grad, x, 0.5)
