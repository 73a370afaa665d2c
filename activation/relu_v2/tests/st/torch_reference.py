# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnReluV2, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
relu, with -0 written as +0 as CANN's ReluV2 does, and the mask x > 0 packed least-significant bit first."""

OPERATOR = "aclnnReluV2"


def expected(m, ins, h):
    (x,) = ins
    y = h.torch.relu(x) + 0  # torch.relu keeps -0; -0 + 0 is +0
    return [y, h.pack(x > 0)]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = []
_WHY = "-0 is written as +0, as CANN's golden"
NATIVE_DIFFERS = {1: {"FLOAT": _WHY, "BFLOAT16": _WHY},
                  2: {"FLOAT": _WHY, "FLOAT16": _WHY, "BFLOAT16": _WHY}}


def native(torch, x):
    return torch.relu(x)
