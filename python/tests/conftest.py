# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Shared set-up of the package's tests: one seed per run (printed; ACLNN_TEST_SEED repeats a run), the
source tree's helpers (tools/accuracy: each operator's PyTorch counterpart), and inputs with special values."""
import os
import random
import sys
import zlib

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "accuracy"))

SEED = int(os.environ.get("ACLNN_TEST_SEED", random.SystemRandom().randrange(2 ** 31)))


def pytest_report_header(config):
    return f"aclnn_portable tests: seed {SEED} (ACLNN_TEST_SEED={SEED} repeats this run)"


def torch_side():
    """(torch, aclnn_portable.torch); the module's tests are skipped where torch is not installed, or where
    the build says it made no extension (ACLNN_TORCH_EXTENSION=0: libtorch-dev was not found)."""
    torch = pytest.importorskip("torch")
    if os.environ.get("ACLNN_TORCH_EXTENSION") == "0":
        pytest.skip("this build has no torch extension (libtorch-dev not found)", allow_module_level=True)
    import aclnn_portable.torch as at
    return torch, at


def first_operator(accepts):
    """The first operator of the table that `accepts`: tests of the calling machinery need one of each shape."""
    import aclnn_portable
    return next(op for op in aclnn_portable.operators() if accepts(op))


def scaled_operator():
    """An operator of one FLOAT input `self` and one real scalar, with an in-place entry."""
    return first_operator(lambda op: op.inputs == ["self"] and len(op.scalars) == 1 and op.bool_attribute < 0
                          and op.inplace_name and 0 in op.dtypes)


def pair_operator():
    """An operator of two FLOAT inputs (no mask) and one scalar, with an in-place entry."""
    return first_operator(lambda op: len(op.inputs) == 2 and len(op.scalars) == 1 and op.inplace_name
                          and 0 in op.dtypes and op.bits_input < 0)


@pytest.fixture
def rng(request):
    """A generator seeded from the run's seed and the test's name, so each test draws its own inputs."""
    return np.random.default_rng([SEED, zlib.crc32(request.node.nodeid.encode())])


# Values every floating input mixes in: NaN, +-Inf, +-0, subnormals, the pieces' boundaries (+-3, +-6, 1,
# 0.5), the float just below 3 and just above -3, and the largest finite values.
SPECIAL = [float("nan"), float("inf"), float("-inf"), 0.0, -0.0, 1e-45, -1e-45, 1e-40, -2e-39, 3.0, -3.0, 6.0,
           -6.0, 1.0, -1.0, 0.5, -0.5, float(np.nextafter(np.float32(3), np.float32(0))),
           float(np.nextafter(np.float32(-3), np.float32(0))), 3.4e38, -3.4e38, 2.0, -2.0]


def special_floats(rng, n, scale=4.0):
    """n float64 values: normal draws with the special values scattered in."""
    values = rng.standard_normal(n) * scale
    picks = rng.random(n) < 0.3
    values[picks] = rng.choice(np.array(SPECIAL), size=int(picks.sum()))
    return values
