# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnThresholdBackward, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
aten.threshold_backward. Left out by design: an integer tensor with a threshold that is not an integer in the
type's range (our contract compares exactly; PyTorch truncates or wraps), and a FLOAT16/BF16 threshold the
16-bit type cannot hold on PyTorch < 2.0 (which rounds it; our contract compares in float32)."""
import math

OPERATOR = "aclnnThresholdBackward"


def expected(m, ins, h):
    grad, self_ = ins
    thr, _ = h.scalar_value(m["scalars"][0])
    dtype = m["inputs"][0]["dtype"]
    if dtype in h.INT_RANGE:
        lo, hi = h.INT_RANGE[dtype]
        if not (math.isfinite(thr) and thr == int(thr) and lo <= thr <= hi):
            raise h.Skip("integer tensor, threshold outside the type or not an integer")
        thr = int(thr)
    elif dtype in ("FLOAT16", "BFLOAT16") and h.OLD_TORCH and math.isfinite(thr):
        if not h.representable(thr, dtype):
            raise h.Skip("threshold not representable in the 16-bit type (PyTorch < 2.0 rounds it)")
    return [h.torch.ops.aten.threshold_backward(grad, self_, thr)]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = [0.5]
NATIVE_DIFFERS = {1: {}, 2: {}}


def native(torch, grad, x):
    return torch.ops.aten.threshold_backward(grad, x, 0.5)
