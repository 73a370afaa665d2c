# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnSquaredRelu, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
relu(x) * relu(x) as CANN defines it, computed on x widened to float32 (PyTorch 1.13's CPU relu takes no FLOAT16;
the square of a 16-bit value is exact in float32, so one rounding back to the dtype is what PyTorch's own 16-bit
multiply gives), with -0 written as +0 (torch.relu keeps -0; its square is +0 anyway)."""

OPERATOR = "aclnnSquaredRelu"


def expected(m, ins, h):
    (x,) = ins
    r = h.torch.relu(x.float())
    return [(r * r).to(x.dtype)]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = []
NATIVE_DIFFERS = {1: {}, 2: {}}


def native(torch, x):
    return torch.square(torch.relu(x))
