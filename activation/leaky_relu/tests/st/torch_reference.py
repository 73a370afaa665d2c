# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnLeakyRelu, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.nn.functional.leaky_relu with the slope rounded to float32 (CANN's kernel takes it so), in self's dtype
(FLOAT16 computed in float32 and rounded once: PyTorch 1.13 has no CPU FLOAT16 kernel, later versions
compute it so), then cast to out's dtype."""

OPERATOR = "aclnnLeakyRelu"


def expected(m, ins, h):
    (x,) = ins
    torch = h.torch
    value, _ = h.scalar_value(m["scalars"][0])
    slope = float(torch.tensor(value, dtype=torch.float64).to(torch.float32))
    leaky = torch.nn.functional.leaky_relu
    y = leaky(x.float(), slope).half() if x.dtype == torch.float16 else leaky(x, slope)
    return [y.to(h.TORCH[m["outputs"][0]["dtype"]])]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = [0.1]
_WHY = "negativeSlope is read as a float32, as CANN's kernel takes it"
NATIVE_DIFFERS = {1: {"DOUBLE": _WHY},
                  2: {"DOUBLE": _WHY}}


def native(torch, x):
    return torch.nn.functional.leaky_relu(x, 0.1)
