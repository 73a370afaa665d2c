# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnAddRelu, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.relu(torch.add(self, other, alpha=alpha)) as CANN's plan computes it. Floating promoted dtype: both inputs as
float32 (an integer input converted to float32, not to the promoted 16-bit dtype), alpha read as float32 (1 when it
is 1 or NaN: CANN adds then), torch.add's fused multiply-add in float32, relu, then converted to out's dtype.
Integers: torch.add in the promoted dtype with alpha wrapped to it, relu, then converted to out's dtype. relu's
-0 is written as +0 (torch.relu keeps -0)."""

OPERATOR = "aclnnAddRelu"


def expected(m, ins, h):
    a, b = ins
    torch = h.torch
    promoted = torch.promote_types(a.dtype, b.dtype)
    value, is_integer = h.scalar_value(m["scalars"][0])
    out_dtype = h.TORCH[m["outputs"][0]["dtype"]]
    if promoted.is_floating_point:
        alpha = float(torch.tensor(value, dtype=torch.float64).to(torch.float32))
        if not (alpha > 1 or alpha < 1):
            alpha = 1.0
        r = torch.relu(torch.add(a.to(torch.float32), b.to(torch.float32), alpha=alpha)) + 0
        return [r.to(out_dtype)]
    alpha = int(torch.tensor(int(value), dtype=torch.int64).to(promoted))
    r = torch.relu(torch.add(a.to(promoted), b.to(promoted), alpha=alpha))
    return [r.to(out_dtype)]
