# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnLeakyReluBackward, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.ops.aten.leaky_relu_backward(gradOutput, self, negativeSlope, selfIsResult) in the promoted dtype of the two
(FLOAT16 with BFLOAT16: FLOAT), the slope rounded to float32 (CANN's kernel takes it so), FLOAT16 widened to float32
and the result rounded back (PyTorch 1.13's CPU kernel takes no FLOAT16), then converted to out's dtype."""

OPERATOR = "aclnnLeakyReluBackward"


def expected(m, ins, h):
    grad, x = ins
    torch = h.torch
    value, _ = h.scalar_value(m["scalars"][0])
    slope = float(torch.tensor(value, dtype=torch.float64).to(torch.float32))
    promoted = torch.promote_types(grad.dtype, x.dtype)
    compute = torch.float32 if promoted == torch.float16 else promoted
    # selfIsResult changes no value (a negative slope with it is refused before this runs).
    r = torch.ops.aten.leaky_relu_backward(grad.to(promoted).to(compute), x.to(promoted).to(compute), slope, False)
    return [r.to(promoted).to(h.TORCH[m["outputs"][0]["dtype"]])]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = [0.1, False]
_WHY = "negativeSlope is read as a float32, as CANN's kernel takes it"
NATIVE_DIFFERS = {1: {"DOUBLE": _WHY},
                  2: {"DOUBLE": _WHY}}


def native(torch, grad, x):
    return torch.ops.aten.leaky_relu_backward(grad, x, 0.1, False)
