# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""aclnn_portable.numpy: NumPy arrays in and out, zero-copy with NumPy's strides and broadcasting, checked
against the torch ops (which test_torch_ops checks against PyTorch) and against plain NumPy formulas."""
import numpy as np
import pytest

import aclnn_portable
import aclnn_portable.numpy as an
from conftest import pair_operator, scaled_operator, special_floats


def test_every_operator_is_a_function():
    for op in aclnn_portable.operators():
        assert callable(getattr(an, op.name))
        assert hasattr(an, op.name + "_") == bool(op.inplace_name)


def test_threshold_backward_broadcast_and_transposed(rng):
    """The two cases the old ctypes helper got silently wrong: a (4,) self against a (3, 4) gradient, and a
    transposed gradient."""
    grad = special_floats(rng, 12).astype(np.float32).reshape(3, 4)
    x = special_floats(rng, 4).astype(np.float32)
    want = np.where(np.broadcast_to(x, (3, 4)) <= 0.5, np.float32(0), grad)
    assert np.array_equal(an.threshold_backward(grad, x, 0.5), want, equal_nan=True)
    gt = np.ascontiguousarray(grad.T).T  # (3, 4) with strides (4, 12) bytes
    assert not gt.flags.c_contiguous
    assert np.array_equal(an.threshold_backward(gt, x, 0.5), want, equal_nan=True)


@pytest.mark.parametrize("dtype", [np.float32, np.float16, np.float64, np.int8, np.int32, np.int64])
def test_relu_matches_numpy(dtype, rng):
    if np.dtype(dtype).kind == "f":
        with np.errstate(over="ignore"):  # 3.4e38 becomes FLOAT16's infinity
            x = special_floats(rng, 3000).astype(dtype)
    else:
        x = rng.integers(-100, 100, 3000).astype(dtype)
    op = next(o for o in aclnn_portable.operators() if o.name == "relu")
    if {np.float32: 0, np.float16: 1, np.float64: 11, np.int8: 2, np.int32: 3, np.int64: 9}[dtype] not in op.dtypes:
        with pytest.raises(aclnn_portable.AclnnError) as error:
            an.relu(x)
        assert error.value.status == 161002
        return
    y = an.relu(x)
    want = np.where(np.isnan(x) | (x > 0), x, np.zeros_like(x))
    assert y.dtype == x.dtype
    assert np.array_equal(y.view(np.uint8), want.view(np.uint8)) or np.array_equal(y, want, equal_nan=True)


def test_out_and_inplace_views(rng):
    base = special_floats(rng, 200).astype(np.float32).reshape(10, 20)
    want = np.where(base > 0, base, 0).astype(np.float32)
    want[np.isnan(base)] = np.nan
    out = np.zeros((20, 10), dtype=np.float32).T  # a transposed out=
    an.relu(base, out=out)
    assert np.array_equal(out, want, equal_nan=True)
    work = base.copy()
    view = work[:, ::2]
    assert an.relu_(view) is view
    assert np.array_equal(work[:, ::2], want[:, ::2], equal_nan=True)
    assert np.array_equal(work[:, 1::2], base[:, 1::2], equal_nan=True)


def test_negative_strides_are_copied(rng):
    x = special_floats(rng, 50).astype(np.float32)
    assert np.array_equal(an.relu(x[::-1]), an.relu(x.copy())[::-1], equal_nan=True)


SCALED = scaled_operator()
PAIR = pair_operator()


def test_negative_strides_are_written_through(rng):
    """In place and out= on a view with negative strides write through the view (computed densely first), and
    leave the elements outside the view alone."""
    x = special_floats(rng, 50).astype(np.float32)
    want = an.relu(x)
    y = x.copy()
    assert an.relu_(y[::-1]) is not None
    assert np.array_equal(y, want, equal_nan=True)
    scaled, scaled_ = getattr(an, SCALED.name), getattr(an, SCALED.name + "_")
    grid = special_floats(rng, 60).astype(np.float32).reshape(6, 10)
    work = grid.copy()
    scaled_(work[::-2, ::3], 0.25)
    expect = grid.copy()
    expect[::-2, ::3] = scaled(np.ascontiguousarray(grid[::-2, ::3]), 0.25)
    assert np.array_equal(work, expect, equal_nan=True)
    out = np.full(100, 7.0, dtype=np.float32)
    an.relu(x, out=out[::-2])
    assert np.array_equal(out[::-2], want, equal_nan=True) and np.all(out[-2::-2] == 7.0)
    # The other input aliasing the target: read before anything is written, as a dense in-place call would.
    pair, pair_ = getattr(an, PAIR.name), getattr(an, PAIR.name + "_")
    y = x.copy()
    pair_(y[::-1], y, 1.0)
    assert np.array_equal(y[::-1], pair(x[::-1], x, 1.0), equal_nan=True)


@pytest.mark.parametrize("value", [2 ** 63, -(2 ** 63) - 1, 2 ** 64 + 1, np.uint64(2 ** 64 - 1)])
def test_integer_scalars_beyond_int64_are_refused(value):
    """Python and NumPy integers outside int64 raise instead of wrapping (2**63 became -2**63, 2**64 + 1 became 1)."""
    x = np.array([-1.0, 2.0], dtype=np.float32)
    with pytest.raises(OverflowError, match="does not fit int64"):
        getattr(an, SCALED.name)(x, value)
    with pytest.raises(OverflowError):
        getattr(an, PAIR.name)(x, x, value)


def test_int64_bounds_and_numpy_scalars_are_taken():
    """The int64 bounds travel as INT64 scalars and give what the same value as a float gives (a wrapped 2**63 - 1
    would have its sign flipped); NumPy scalars of every kind and 0-d arrays are taken as Python's."""
    fn = getattr(an, SCALED.name)
    x = np.array([-1.0, 2.0, -0.5, 3.0], dtype=np.float32)
    for value in (2 ** 63 - 1, -(2 ** 63)):
        assert np.array_equal(fn(x, value), fn(x, float(value)), equal_nan=True)
    for value in (np.float32(0.5), np.float64(0.5), np.array(0.5)):
        assert np.array_equal(fn(x, value), fn(x, 0.5), equal_nan=True)
    assert np.array_equal(fn(x, np.int8(2)), fn(x, 2), equal_nan=True)


@pytest.mark.parametrize("value", ["0.5", None, b"1", [0.5], complex(1, 0)])
def test_scalars_of_other_types_are_refused(value):
    with pytest.raises(TypeError):
        getattr(an, SCALED.name)(np.array([-1.0, 2.0], dtype=np.float32), value)


def test_a_bool_parameter_takes_a_bool():
    """A bool parameter (self_is_result): "False" is not True, nor is 1."""
    op = next((o for o in aclnn_portable.operators() if o.bool_attribute >= 0), None)
    if op is None:
        pytest.skip("no operator of the table has a bool parameter")
    fn = getattr(an, op.name)
    args = [np.ones(4, dtype=np.float32) for _ in op.inputs] + [0.5] * len(op.scalars)
    for value in ("False", 1, None):
        args[len(op.inputs) + op.bool_attribute] = value
        with pytest.raises(TypeError, match="bool parameter"):
            fn(*args)


def test_relu_v2_mask_round_trip(rng):
    x = special_floats(rng, 1001).astype(np.float32)
    y, mask = an.relu_v2(x)
    assert mask.dtype == np.uint8 and mask.size == (x.size + 7) // 8
    assert np.array_equal(np.unpackbits(mask, bitorder="little")[:x.size].astype(bool), x > 0)
    grad = special_floats(rng, 1001).astype(np.float32)
    back = an.relu_grad_v2(grad, mask)
    assert np.array_equal(back, np.where(x > 0, grad, np.float32(0)), equal_nan=True)


def test_errors_carry_status_and_message(rng):
    x = rng.standard_normal((3, 4)).astype(np.float32)
    with pytest.raises(aclnn_portable.AclnnError) as error:
        an.threshold_backward(x, rng.standard_normal((5,)).astype(np.float32), 0.0)  # shapes do not broadcast
    assert error.value.status == 161002 and error.value.api == "aclnnThresholdBackward"
    assert error.value.message
    with pytest.raises(TypeError, match="missing"):
        an.threshold_backward(x, x)
    with pytest.raises(TypeError, match="CANN has no type"):
        an.relu(x.astype(np.uint16))


def test_bfloat16_with_ml_dtypes(rng):
    ml_dtypes = pytest.importorskip("ml_dtypes")
    x = special_floats(rng, 500).astype(np.float32).astype(ml_dtypes.bfloat16)
    y = an.relu(x)
    assert y.dtype == x.dtype
    xf = x.astype(np.float32)
    want = np.where(np.isnan(xf) | (xf > 0), xf, 0).astype(ml_dtypes.bfloat16)
    assert np.array_equal(y.view(np.uint16)[~np.isnan(xf)], want.view(np.uint16)[~np.isnan(xf)])
