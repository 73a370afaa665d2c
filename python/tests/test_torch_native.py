# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Each operator against PyTorch's own CPU op on the operator's dtype itself (no widening, no adjustment), under
the torch that runs the tests: Debian's 1.13 in ./build.sh -u, 2.x in scripts/test_torch_venv.sh. An operator's
torch_reference.py names the op (`native`, with `NATIVE_SCALARS` for our call) and, per PyTorch major version,
the dtypes whose bits differ and why (`NATIVE_DIFFERS`; its doc says the same). The test fails when a dtype
differs that is not listed, and when a listed difference is gone: the list stays true for both versions.

    python3 test_torch_native.py    prints, per operator and dtype, the elements that differ under this torch

Inputs: 64 x 128 elements (whole vectors for every SIMD width in one thread's chunk, so PyTorch's scalar tail
path, whose bits can differ from its vector path, never runs): every combination of NaN, +-Inf, +-0, subnormals
and the operators' boundaries across the inputs, then normal draws with them mixed in, from the run's seed."""
import numpy as np
import pytest

from conftest import SEED, torch_side

torch, at = torch_side()
import torch_crosscheck as helpers  # noqa: E402  (tools/accuracy, put on sys.path by conftest)
import aclnn_portable  # noqa: E402

DTYPES = {0: ("FLOAT", torch.float32), 1: ("FLOAT16", torch.float16), 27: ("BFLOAT16", torch.bfloat16),
          11: ("DOUBLE", torch.float64)}
SPECIAL = [float("nan"), float("inf"), float("-inf"), 0.0, -0.0, 1e-45, -1e-40, 3.0, -3.0, 0.5, -0.5, 1.0, -1.0,
           6.0, 3.4e38, -3.4e38]
MAJOR = int(torch.__version__.split(".")[0])


def inputs(count, dtype, seed):
    """`count` tensors of 64 x 128: every combination of the special values first (each special against each
    other's), then normal draws with the specials mixed in."""
    rng = np.random.default_rng(seed)
    grid = np.meshgrid(*[np.array(SPECIAL)] * count, indexing="ij")
    out = []
    for k in range(count):
        v = rng.standard_normal(64 * 128) * 4
        picks = rng.random(v.size) < 0.2
        v[picks] = rng.choice(np.array(SPECIAL), size=int(picks.sum()))
        v[:grid[k].size] = grid[k].reshape(-1)
        with np.errstate(over="ignore"):
            out.append(torch.from_numpy(v.astype(np.float32)).to(dtype).reshape(64, 128))
    return out


def differing(a, b):
    """Elements whose bits differ (any NaN equals any NaN; -0 and +0 differ)."""
    x, xn = helpers.bits(a)
    y, yn = helpers.bits(b)
    return int((~((x == y) | (xn & yn))).sum())


def compare(op, reference, acl, seed):
    """Elements that differ from PyTorch's own op, or None where this PyTorch has no CPU kernel for the dtype."""
    name, dtype = DTYPES[acl]
    tensors = inputs(len(op.inputs), dtype, seed)
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # one chunk: PyTorch's vector path only
    try:
        try:
            want = reference.native(torch, *tensors)
        except RuntimeError as e:
            if "not implemented for" in str(e):
                return None
            raise
        got = getattr(at.ops, op.name)(*tensors, *reference.NATIVE_SCALARS)
    finally:
        torch.set_num_threads(threads)
    got = got[0] if isinstance(got, (tuple, list)) else got
    return differing(got, want)


def cases():
    refs = helpers.references()
    return [pytest.param(op, refs[op.aclnn_name], acl, id=f"{op.name}-{DTYPES[acl][0]}")
            for op in aclnn_portable.operators() if hasattr(refs.get(op.aclnn_name), "native")
            for acl in op.dtypes if acl in DTYPES]


@pytest.mark.parametrize("op, reference, acl", cases())
def test_bits_of_pytorchs_own_op(op, reference, acl):
    name = DTYPES[acl][0]
    differs = compare(op, reference, acl, SEED)
    if differs is None:
        pytest.skip(f"PyTorch {torch.__version__} has no CPU kernel for {name}")
    why = reference.NATIVE_DIFFERS.get(MAJOR, {}).get(name)
    if why is None:
        assert differs == 0, f"{differs} elements differ from PyTorch {torch.__version__}'s own op"
    else:
        assert differs > 0, f"listed as differing under PyTorch {MAJOR}.x ({why}), but every element agrees"


def test_every_operator_with_a_pytorch_op_is_compared():
    """Every operator with a PyTorch counterpart names PyTorch's own op, except those reading a packed 1-bit mask,
    which no PyTorch op takes."""
    refs = helpers.references()
    missing = [op.aclnn_name for op in aclnn_portable.operators()
               if op.aclnn_name in refs and not hasattr(refs[op.aclnn_name], "native") and op.bits_input < 0]
    assert missing == [], missing


if __name__ == "__main__":
    print("PyTorch", torch.__version__)
    for param in cases():
        op, reference, acl = param.values
        result = compare(op, reference, acl, 1234)
        print("%-22s %-9s %s" % (op.name, DTYPES[acl][0], "no kernel" if result is None else result))
