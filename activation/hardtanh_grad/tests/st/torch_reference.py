# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHardtanhBackward, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.ops.aten.hardtanh_backward with min and max read as float32 (as CANN's entry reads them), computed on gradOutput
and self widened to float32 (PyTorch 1.13's CPU kernel takes no FLOAT16 or BFLOAT16, and would round the bounds to
them; CANN's kernel compares in float32); where self is NaN the gradient (CANN's kernel and PyTorch's scalar path pass
it; PyTorch 1.13's vectorised path gives 0 there). A NaN bound lets no other gradient pass in CANN's kernel (every
comparison with it is false), which PyTorch computes with a NaN min taken as +Inf and a NaN max as -Inf. Back to the
dtype (exact: every result is the gradient or 0)."""

OPERATOR = "aclnnHardtanhBackward"


def expected(m, ins, h):
    grad, x = ins
    torch = h.torch
    bounds = []
    for k, nan_as in ((0, float("inf")), (1, float("-inf"))):
        value, _ = h.scalar_value(m["scalars"][k])
        value = float(torch.tensor(value, dtype=torch.float64).to(torch.float32))
        bounds.append(nan_as if value != value else value)
    g, xf = grad.float(), x.float()
    y = torch.where(torch.isnan(xf), g, torch.ops.aten.hardtanh_backward(g, xf, bounds[0], bounds[1]))
    return [y.to(h.TORCH[m["outputs"][0]["dtype"]])]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = [-1.0, 1.0]
_WHY = "a NaN self passes the gradient, as CANN's kernel; PyTorch's vectorised path writes 0"
NATIVE_DIFFERS = {1: {"FLOAT": _WHY},
                  2: {"FLOAT": _WHY, "FLOAT16": _WHY, "BFLOAT16": _WHY}}


def native(torch, grad, x):
    return torch.ops.aten.hardtanh_backward(grad, x, -1.0, 1.0)
