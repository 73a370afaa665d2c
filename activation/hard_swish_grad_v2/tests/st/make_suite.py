# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnHardswishBackwardV2's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside
this file): aclnnHardswishBackward's cases (the pieces' bounds and their neighbours, the specials, views, the bad
input), judged by V2's golden."""
import importlib.util
import os

_V1 = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "hard_swish_grad", "tests", "st",
                   "make_suite.py")
_spec = importlib.util.spec_from_file_location("hardswish_backward_v1_suite", _V1)
_v1 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_v1)


def suite():
    return _v1.suite("aclnnHardswishBackwardV2", "aclnn_hardswish_backward_v2")
