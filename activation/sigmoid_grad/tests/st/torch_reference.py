# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnSigmoidBackward, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.ops.aten.sigmoid_backward(gradOutput, output) in the promoted dtype of the two (FLOAT16 with BFLOAT16: FLOAT),
the 16-bit ones widened to float32 (PyTorch 1.13's CPU kernel takes no FLOAT16) and the result rounded back, then
converted to gradInput's dtype.

Complex dtypes: PyTorch computes gradOutput * conj((1 - output) * output) with its vectorised kernel except on the
last elements of each run (fewer than two vectors), where its scalar code is compiled with fused multiply-adds on
some builds; the same elements then differ in their last bits with the vector width of the CPU. The reference is
its vectorised result: the inputs flattened and padded past the scalar tail, on one thread (one run)."""

OPERATOR = "aclnnSigmoidBackward"


def expected(m, ins, h):
    grad, y = ins
    torch = h.torch
    promoted = torch.promote_types(grad.dtype, y.dtype)
    if promoted.is_complex:
        shape = torch.broadcast_shapes(grad.shape, y.shape)
        pad = torch.ones(64, dtype=promoted)
        g = torch.cat([grad.to(promoted).broadcast_to(shape).reshape(-1), pad])
        yy = torch.cat([y.to(promoted).broadcast_to(shape).reshape(-1), pad])
        threads = torch.get_num_threads()
        torch.set_num_threads(1)
        try:
            r = torch.ops.aten.sigmoid_backward(g, yy)[:g.numel() - pad.numel()].reshape(shape)
        finally:
            torch.set_num_threads(threads)
        return [r.to(h.TORCH[m["outputs"][0]["dtype"]])]
    compute = torch.float64 if promoted == torch.float64 else torch.float32
    r = torch.ops.aten.sigmoid_backward(grad.to(promoted).to(compute), y.to(promoted).to(compute))
    return [r.to(promoted).to(h.TORCH[m["outputs"][0]["dtype"]])]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = []
_WHY = "computed in float32 and rounded once, as CANN's kernel; PyTorch rounds to FLOAT16 after each operation"
NATIVE_DIFFERS = {1: {"FLOAT16": _WHY},
                  2: {"FLOAT16": _WHY}}


def native(torch, grad, y):
    return torch.ops.aten.sigmoid_backward(grad, y)
