# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnHardshrinkBackward's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside
this file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

# lambd: PyTorch's default, zero, values no 16-bit float holds (0.30004 rounds up in FLOAT16), large and tiny ones,
# specials, negatives (taken as 0).
LAMBDS = [0.5, 0, 0.3, 1, 2.5, -0.5, 1e-30, 100, "nan", "inf", 0.30004, 3, "-0.0", -2, 70000]


def suite():
    return band_backward_suite("aclnnHardshrinkBackward", "aclnn_hardshrink_backward", "torch.ops.aten.hardshrink_backward",
                               LAMBDS, wide=(1e-30, 100, 70000, 0.30004))
