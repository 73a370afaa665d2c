# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnSoftshrinkBackward's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside
this file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

# lambd: PyTorch's default, zero, values no 16-bit float holds (0.30004 rounds up in FLOAT16), large and tiny ones,
# specials. Negative ones are bad input.
LAMBDS = [0.5, 0, 0.3, 1, 2.5, 1e-3, 1e-30, 100, "nan", "inf", 0.30004, 3, "-0.0", 7, 70000]


def lambd_scalar(dtype, value):
    return {"name": "lambd", "type": "scalar", "required": True, "dtype": dtype, "shape": None, "range_values": value}


def suite():
    good = lambda name: tensor(name, "fp32", [4, 5], [-1, 1])
    negative = [([good("gradOutput"), good("self"), lambd_scalar("fp32", -0.5)], None, 161002, "lambd", "negative lambd"),
                ([good("gradOutput"), good("self"), lambd_scalar("int32", -1)], None, 161002, "lambd",
                 "negative integer lambd")]
    return band_backward_suite("aclnnSoftshrinkBackward", "aclnn_softshrink_backward", "torch.ops.aten.softshrink_backward",
                               LAMBDS, wide=(1e-30, 100, 70000, 0.30004), extra_bad=negative)
