# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHardshrink, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.nn.functional.hardshrink with lambd read as float32 and a negative one taken as 0 (as CANN's entry reads
it), computed on self widened to float32 (CANN compares 16-bit values with the float32 lambd; PyTorch would
round lambd to the 16-bit dtype), back to self's dtype (exact: every result is self or 0), then cast to out's
dtype."""

OPERATOR = "aclnnHardshrink"


def expected(m, ins, h):
    (x,) = ins
    torch = h.torch
    value, _ = h.scalar_value(m["scalars"][0])
    lambd = float(torch.tensor(value, dtype=torch.float64).to(torch.float32))
    if lambd < 0:
        lambd = 0.0
    y = torch.nn.functional.hardshrink(x.float(), lambd).to(x.dtype)
    return [y.to(h.TORCH[m["outputs"][0]["dtype"]])]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = [0.5]
NATIVE_DIFFERS = {1: {}, 2: {}}


def native(torch, x):
    return torch.nn.functional.hardshrink(x, 0.5)
