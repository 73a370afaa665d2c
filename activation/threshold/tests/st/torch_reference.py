# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnThreshold, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
torch.threshold (x <= threshold ? value : x in self's dtype), its result cast to out's dtype."""

OPERATOR = "aclnnThreshold"


def expected(m, ins, h):
    (x,) = ins
    threshold, value = (h.scalar_value(s)[0] for s in m["scalars"])
    return [h.torch.threshold(x, threshold, value).to(h.TORCH[m["outputs"][0]["dtype"]])]


# PyTorch's own op on the operator's dtype itself, and the dtypes whose bits differ from it, by PyTorch major
# version (python/tests/test_torch_native.py checks both lists; the operator's doc says why).
NATIVE_SCALARS = [0.5, -2.0]
NATIVE_DIFFERS = {1: {}, 2: {}}


def native(torch, x):
    return torch.nn.functional.threshold(x, 0.5, -2.0)
