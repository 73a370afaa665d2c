# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnSeluBackward, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.ops.aten.elu_backward(grad, alpha, scale, 1, is_result=True, result) with SELU's alpha and scale, on the
inputs widened to float32 (PyTorch 1.13's CPU kernel takes no FLOAT16), rounded back to the dtype. Where result is
NaN, PyTorch 1.13's vectorised path gives NaN and its scalar path gradient * scale, as CANN's kernel does: the
latter is taken, computed with PyTorch's float32 multiply. Integer dtypes have no PyTorch counterpart (elu_backward
takes floating tensors only)."""

OPERATOR = "aclnnSeluBackward"

ALPHA = 1.6732632423543772848170429916717
SCALE = 1.0507009873554804934193349852946


def expected(m, ins, h):
    grad, result = ins
    torch = h.torch
    if not grad.dtype.is_floating_point:
        raise h.Skip("PyTorch's elu_backward takes floating tensors only")
    g, r = grad.float(), result.float()
    y = torch.ops.aten.elu_backward(g, ALPHA, SCALE, 1.0, True, r)
    y = torch.where(torch.isnan(r), g * torch.tensor(SCALE, dtype=torch.float32), y)
    return [y.to(grad.dtype)]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = []
_WHY = "a NaN result takes the gradient-times-scale branch, as CANN's kernel; PyTorch's vectorised path gives NaN"
NATIVE_DIFFERS = {1: {"FLOAT": _WHY, "BFLOAT16": _WHY},
                  2: {"FLOAT": _WHY, "FLOAT16": _WHY, "BFLOAT16": _WHY}}


def native(torch, grad, result):
    return torch.ops.aten.elu_backward(grad, 1.6732632423543772, 1.0507009873554805, 1.0, True, result)
