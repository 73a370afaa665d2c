#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Writes each operator's own ATK-format suite, activation/<op>/tests/st/aclnn<Op>/portable_aclnn<Op>.json,
for every row of the operator table (activation/operator_table.inc), from the operator's
activation/<op>/tests/st/make_suite.py (its suite() returns a suite_helpers.Suite).

The cases are fixed (this script is deterministic); their values are drawn by aclnn-accuracy from its
seed. Fields beyond ATK's (strides, offset, storage_shape, null, outputs, alias_of, expected_status,
outlier_values with a ratio) are described in docs/accuracy_tool.md. Run it again after editing
(any python3):
    python3 tools/accuracy/make_suites.py
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)  # suite_helpers, operator_table
import operator_table  # noqa: E402
import suite_helpers  # noqa: E402


def main():
    for folder, _ in operator_table.rows():
        # Each suite draws from its own stream: editing one operator's cases leaves the others' files alone.
        suite_helpers.rng.seed("suite " + folder)
        path = os.path.join(ROOT, "activation", folder, "tests", "st", "make_suite.py")
        spec = importlib.util.spec_from_file_location(f"make_suite_{folder}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        module.suite().write(folder)


if __name__ == "__main__":
    main()
