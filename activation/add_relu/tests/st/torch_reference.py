# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnAddRelu, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.relu(torch.add(self, other, alpha=alpha)) as PyTorch's vectorised CPU kernel computes it. Floating promoted
dtype: both inputs converted to it, alpha converted to it (0.3 is 0.30078125 in BFLOAT16), the fused multiply-add
in float32, the sum rounded to the promoted dtype, relu, then converted to out's dtype. (torch.add's own elements
past the last whole vector take a scalar path that rounds a 16-bit product before the sum; that path is not
reproduced.) Integers: torch.add in the promoted dtype with alpha wrapped to it, relu, then converted to out's
dtype. relu's -0 is written as +0 (torch.relu keeps -0)."""

OPERATOR = "aclnnAddRelu"


def expected(m, ins, h):
    a, b = ins
    torch = h.torch
    promoted = torch.promote_types(a.dtype, b.dtype)
    value, is_integer = h.scalar_value(m["scalars"][0])
    out_dtype = h.TORCH[m["outputs"][0]["dtype"]]
    if promoted.is_floating_point:
        alpha = float(torch.tensor(value, dtype=torch.float64).to(torch.float32).to(promoted))
        s = torch.add(a.to(promoted).to(torch.float32), b.to(promoted).to(torch.float32), alpha=alpha)
        r = torch.relu(s.to(promoted)) + 0
        return [r.to(out_dtype)]
    alpha = int(torch.tensor(int(value), dtype=torch.int64).to(promoted))
    r = torch.relu(torch.add(a.to(promoted), b.to(promoted), alpha=alpha))
    return [r.to(out_dtype)]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = [0.3]
_WHY = "relu's -0 is written as +0"
NATIVE_DIFFERS = {1: {"FLOAT": _WHY, "BFLOAT16": _WHY},
                  2: {"FLOAT": _WHY, "FLOAT16": _WHY, "BFLOAT16": _WHY}}


def native(torch, a, b):
    return torch.relu(torch.add(a, b, alpha=0.3))
