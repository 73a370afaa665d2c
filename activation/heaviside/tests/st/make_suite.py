# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnHeaviside's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this
file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)


def zeros():
    """Outliers: zeros of both signs (where values shows through) and the specials."""
    return {"outlier_values": {"values": [0.0, "-0.0"] * 4 + specials_for("fp32"), "ratio": 0.3}}


def pair(dtype, shape, values_shape=None, **views):
    return [tensor("input", dtype, shape, [-4, 4], **zeros(), **views.get("input", {})),
            tensor("values", dtype, shape if values_shape is None else values_shape, value_range(dtype, wide=True),
                   **views.get("values", {}))]


def suite():
    s = Suite("aclnnHeaviside", "aclnn_heaviside", "torch.heaviside")
    dtypes = list(FLOATS)
    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), zeros of both signs and specials mixed in.
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            s.add(pair(dtype, shape), standard=standard_for(dtype, i), what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add(pair(dtype, shape), what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
        s.add(pair(dtype, shape), what=f"{dtype} large")
    # Broadcasting values into input, input into values, and both ways.
    for dtype in dtypes:
        for x, v in [([4, 5], [5]), ([4, 1], [1, 6]), ([3, 3], []), ([7, 1, 3], [2, 1]), ([15, 1], [1, 31]), ([5], [3, 5]),
                     ([17, 1, 255], [1, 1, 255])]:
            s.add(pair(dtype, x, values_shape=v), what=f"{dtype} broadcast {x} {v}")
    # Non-contiguous inputs and out, offsets, in place.
    for dtype in dtypes:
        for shape in ([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2]):
            s.add(pair(dtype, shape, input=transposed(shape), values=sliced(shape)), what=f"{dtype} transposed/sliced inputs")
            s.add(pair(dtype, shape), outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced out")
        s.add(pair(dtype, [17, 33]), outputs=[{"name": "out", "alias_of": "input"}], what=f"{dtype} in place into input")
        s.add(pair(dtype, [17, 33]), outputs=[{"name": "out", "alias_of": "values"}], what=f"{dtype} in place into values")
    # Bad input.
    good = lambda name, dtype="fp32", shape=(4, 5): tensor(name, dtype, list(shape), [-1, 1])
    bad = [
        ([{"name": "input", "type": "tensor", "null": True}, good("values")], None, 161001, "input", "null input"),
        ([good("input"), {"name": "values", "type": "tensor", "null": True}], None, 161001, "values", "null values"),
        ([good("input"), good("values")], [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("input", "fp64"), good("values", "fp64")], None, 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("input"), good("values", "int32")], None, 161002, "INT32", "values dtype INT32"),
        ([good("input", "int8"), good("values", "int8")], None, 161002, "INT8", "input dtype INT8"),
        ([good("input", "bool"), good("values", "bool")], None, 161002, "BOOL", "input dtype BOOL"),
        ([good("input", "complex64"), good("values", "complex64")], None, 161002, None, "input dtype COMPLEX64"),
        ([good("input"), good("values", "fp16")], None, 161002, "values", "values of another dtype than input"),
        ([good("input"), good("values")], [{"name": "out", "dtype": "fp16"}], 161002, "out", "out of another dtype than input"),
        ([good("input"), good("values")], [{"name": "out", "dtype": "int32"}], 161002, "out", "out dtype INT32"),
        ([good("input", shape=[2] * 9), good("values", shape=[2] * 9)], [{"name": "out", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good("input", shape=[4, 5]), good("values", shape=[4, 6])], None, 161002, None, "input shapes do not broadcast"),
        ([good("input", shape=[3, 1]), good("values", shape=[1, 3])], [{"name": "out", "shape": [3, 1]}], 161002, "out", "out shape is not the broadcast shape"),
        ([tensor("input", "fp32", [4, 5], [-1, 1], storage_shape=[10]), good("values")], None, 161002, None, "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("input", "fp32", shape, [-1, 1], **extra),
                                         tensor("values", "fp32", shape, [-1, 1], **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]})],
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
