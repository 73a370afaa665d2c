# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnSoftshrink, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.nn.functional.softshrink with lambd read as float32 (as CANN's entry reads it), computed on self widened
to float32 and rounded back to self's dtype (CANN's kernel computes FLOAT16 and BFLOAT16 so; PyTorch would round
lambd to the 16-bit dtype first), then cast to out's dtype."""

OPERATOR = "aclnnSoftshrink"


def expected(m, ins, h):
    (x,) = ins
    torch = h.torch
    value, _ = h.scalar_value(m["scalars"][0])
    lambd = float(torch.tensor(value, dtype=torch.float64).to(torch.float32))
    if lambd != lambd:  # NaN: every comparison fails, every element is 0 (PyTorch refuses a NaN lambd)
        y = torch.zeros_like(x)
    else:
        y = torch.nn.functional.softshrink(x.float(), lambd).to(x.dtype)
    return [y.to(h.TORCH[m["outputs"][0]["dtype"]])]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = [0.5]
NATIVE_DIFFERS = {1: {}, 2: {}}


def native(torch, x):
    return torch.nn.functional.softshrink(x, 0.5)
