# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHardsigmoid, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.nn.functional.hardsigmoid. FLOAT16 is computed in float32 and rounded once (PyTorch 1.13 has no CPU
FLOAT16 kernel; later versions compute it so). INT32 has no PyTorch counterpart (CANN truncates the float
result): skipped."""

OPERATOR = "aclnnHardsigmoid"


def expected(m, ins, h):
    (x,) = ins
    torch = h.torch
    if not x.is_floating_point():
        raise h.Skip("PyTorch has no integer hardsigmoid")
    if x.dtype == torch.float16:
        return [torch.nn.functional.hardsigmoid(x.float()).half()]
    return [torch.nn.functional.hardsigmoid(x)]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = []
NATIVE_DIFFERS = {1: {}, 2: {}}


def native(torch, x):
    return torch.nn.functional.hardsigmoid(x)
