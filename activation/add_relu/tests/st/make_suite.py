# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnAddRelu's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this
file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

INTS = ("int8", "uint8", "int16", "int32", "int64")
# alpha: 1 (a plain sum), values no 16-bit float holds, negatives, zero, NaN (a plain sum, as CANN's plan tests
# alpha), infinities; integers (those past int8's range wrap there).
FLOAT_ALPHAS = [1, 0.1, -2.5, 0, "nan", "inf", 0.30004, 3, -1, 1e-30]
INT_ALPHAS = [1, 2, -3, 0, 300, -1]


def alpha(i, integer):
    """Case i's alpha: for a floating promoted dtype any scalar dtype (band_scalar's choice), for an integer one an
    integer dtype (a floating alpha is refused there)."""
    if not integer:
        return band_scalar("alpha", FLOAT_ALPHAS, i, wide=(1e-30,))
    dtype = ["int32", "int64", "int8", "bool"][i % 4] if INT_ALPHAS[i % len(INT_ALPHAS)] in (0, 1) else ["int32", "int64"][i % 2]
    return {"name": "alpha", "type": "scalar", "required": True, "dtype": dtype, "shape": None,
            "range_values": INT_ALPHAS[i % len(INT_ALPHAS)]}


def pair(a, b, shape, i, other_shape=None, **views):
    rv = lambda d: value_range(d, wide=i % 3 == 2) if d in FLOATS else INT_RANGES[d] if i % 2 else value_range(d)
    extra = lambda d: {"outlier_values": {"values": specials_for(d), "ratio": 0.1}} if d in FLOATS else {}
    return [tensor("self", a, shape, rv(a), **extra(a), **views.get("self", {})),
            tensor("other", b, shape if other_shape is None else other_shape, rv(b), **extra(b), **views.get("other", {}))]


def suite():
    s = Suite("aclnnAddRelu", "aclnn_add_relu", "torch.relu(torch.add(self, other, alpha=alpha))")
    dtypes = list(FLOATS) + list(INTS)
    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), alphas of every scalar dtype the promoted dtype takes.
    for d, dtype in enumerate(dtypes):
        for i, shape in enumerate(shapes(12)):
            s.add(pair(dtype, dtype, shape, i) + [alpha(i + d, dtype in INTS)], what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES[:1]:
            s.add(pair(dtype, dtype, shape, 0) + [alpha(0, dtype in INTS)], what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "int32"], BIG_SHAPES):
        s.add(pair(dtype, dtype, shape, 1) + [alpha(1, dtype in INTS)], what=f"{dtype} large")
    # Mixed dtypes and out dtypes.
    for a, b, o, integer in [("fp16", "fp32", "fp32", False), ("bf16", "fp16", "fp32", False), ("fp32", "bf16", "bf16", False),
                             ("int32", "fp16", "fp16", False), ("fp32", "int64", "bf16", False), ("int8", "uint8", "int16", True),
                             ("int16", "int64", "fp32", True), ("uint8", "uint8", "fp16", True), ("int32", "int32", "int64", True)]:
        for i in range(3):
            s.add(pair(a, b, [37, 11], i) + [alpha(i + 1, integer)],
                  outputs=[{"name": "out", "dtype": o, "shape": [37, 11]}], what=f"{a} and {b} to {o}")
    # Broadcasting, non-contiguous inputs and out, in place.
    for dtype in ("fp32", "fp16", "int32"):
        integer = dtype in INTS
        for x, y in [([4, 5], [5]), ([4, 1], [1, 6]), ([], [3, 3]), ([7, 1, 3], [2, 1])]:
            s.add(pair(dtype, dtype, x, 1, other_shape=y) + [alpha(1, integer)], what=f"{dtype} broadcast {x} {y}")
        for k, shape in enumerate(([6, 9], [3, 4, 5], [2, 3, 2, 3, 2])):
            s.add(pair(dtype, dtype, shape, k, self=transposed(shape), other=sliced(shape)) + [alpha(k, integer)],
                  what=f"{dtype} transposed/sliced inputs")
            s.add(pair(dtype, dtype, shape, k) + [alpha(k, integer)],
                  outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))], what=f"{dtype} sliced out")
        s.add(pair(dtype, dtype, [17, 33], 2) + [alpha(2, integer)], outputs=[{"name": "out", "alias_of": "self"}],
              what=f"{dtype} in place into self")
    # Bad input.
    good = lambda name, dtype="fp32", shape=(4, 5): tensor(name, dtype, list(shape), [-1, 1])
    ok = alpha(0, False)
    bad = [
        ([{"name": "self", "type": "tensor", "null": True}, good("other"), ok], None, 161001, "self", "null self"),
        ([good("self"), {"name": "other", "type": "tensor", "null": True}, ok], None, 161001, "other", "null other"),
        ([good("self"), good("other"), {"name": "alpha", "type": "scalar", "null": True}], None, 161001, "alpha", "null alpha"),
        ([good("self"), good("other"), ok], [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("self", "fp64"), good("other"), ok], None, 161002, "DOUBLE", "self dtype DOUBLE"),
        ([good("self"), good("other", "bool"), ok], None, 161002, "BOOL", "other dtype BOOL"),
        ([good("self", "complex64"), good("other"), ok], None, 161002, None, "self dtype COMPLEX64"),
        ([good("self", "int32"), good("other", "int32"), dict(ok, dtype="fp32", range_values=0.5)], None, 161002, "alpha",
         "floating alpha with integer inputs"),
        ([good("self"), good("other"), ok], [{"name": "out", "dtype": "int32"}], 161002, "out", "floating sum into INT32 out"),
        ([good("self", "int32"), good("other", "int32"), alpha(0, True)], [{"name": "out", "dtype": "fp64"}], 161002, "out",
         "out dtype DOUBLE"),
        ([good("self", shape=[2] * 9), good("other", shape=[2] * 9), ok], [{"name": "out", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good("self", shape=[4, 5]), good("other", shape=[4, 6]), ok], None, 161002, None, "input shapes do not broadcast"),
        ([good("self", shape=[3, 1]), good("other", shape=[1, 3]), ok], [{"name": "out", "shape": [3, 1]}], 161002, "out",
         "out shape is not the broadcast shape"),
        ([tensor("self", "fp32", [4, 5], [-1, 1], storage_shape=[10]), good("other"), ok], None, 161002, None,
         "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("self", "fp32", shape, [-1, 1], **extra),
                                         tensor("other", "fp32", shape, [-1, 1], **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]}),
                                         ok],
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
