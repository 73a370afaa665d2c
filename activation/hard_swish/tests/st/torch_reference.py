# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHardswish, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.nn.functional.hardswish on self widened to float32, rounded once to self's dtype (PyTorch's CPU kernel
computes FLOAT16 and BFLOAT16 so; 1.13 has no FLOAT16 kernel), then converted to out's dtype. The operator's bits
are PyTorch's everywhere: -0 below -3, (6 * self) / 6 from 3 on."""

OPERATOR = "aclnnHardswish"


def expected(m, ins, h):
    (x,) = ins
    y = h.torch.nn.functional.hardswish(x.float())
    return [y.to(x.dtype).to(h.TORCH[m["outputs"][0]["dtype"]])]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = []
NATIVE_DIFFERS = {1: {}, 2: {}}


def native(torch, x):
    return torch.nn.functional.hardswish(x)
