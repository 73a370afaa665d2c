# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The operator table (activation/operator_table.inc) for Python scripts: its rows, in order."""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def rows():
    """[(folder, aclnn name), ...], e.g. ("threshold_grad_v2_d", "aclnnThresholdBackward")."""
    with open(os.path.join(ROOT, "activation", "operator_table.inc")) as f:
        found = re.findall(r"^ACLP_OPERATOR\( *([a-z0-9_]+) *, *([A-Za-z0-9]+) *\)", f.read(), re.M)
    return [(folder, "aclnn" + api) for folder, api in found]
