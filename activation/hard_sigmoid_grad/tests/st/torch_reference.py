# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""PyTorch's counterpart of aclnnHardsigmoidBackward, for aclnn-accuracy --torch (tools/accuracy/torch_crosscheck.py):
aten.hardsigmoid_backward, its result cast to out's dtype."""

OPERATOR = "aclnnHardsigmoidBackward"


def expected(m, ins, h):
    grad, self_ = ins
    return [h.torch.ops.aten.hardsigmoid_backward(grad, self_).to(h.TORCH[m["outputs"][0]["dtype"]])]
