# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnSigmoidBackward, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.ops.aten.sigmoid_backward(gradOutput, output) in the promoted dtype of the two (FLOAT16 with BFLOAT16: FLOAT),
the 16-bit ones widened to float32 (PyTorch 1.13's CPU kernel takes no FLOAT16) and the result rounded back, then
converted to gradInput's dtype."""

OPERATOR = "aclnnSigmoidBackward"


def expected(m, ins, h):
    grad, y = ins
    torch = h.torch
    promoted = torch.promote_types(grad.dtype, y.dtype)
    compute = torch.float64 if promoted == torch.float64 else torch.float32
    r = torch.ops.aten.sigmoid_backward(grad.to(promoted).to(compute), y.to(promoted).to(compute))
    return [r.to(promoted).to(h.TORCH[m["outputs"][0]["dtype"]])]
