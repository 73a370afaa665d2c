# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnSoftshrinkBackward's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside
this file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

# lambd: PyTorch's default, zero, values no 16-bit float holds (0.30004 rounds up in FLOAT16), large and tiny ones,
# specials. Negative ones are bad input.
LAMBDS = [0.5, 0, 0.3, 1, 2.5, 1e-3, 1e-30, 100, "nan", "inf", 0.30004, 3, "-0.0", 7, 70000]


def lambd(i):
    return band_scalar("lambd", LAMBDS, i, wide=(1e-30, 100, 70000, 0.30004))


def near(i):
    """Outliers for case i: the specials, and lambd with its negation (the band's bounds)."""
    return band_edges(LAMBDS, i)


def pair(dtype, shape, i, grad_dtype=None, grad_shape=None, **views):
    """gradOutput and self; self carries the specials and lambd's bounds."""
    return [tensor("gradOutput", grad_dtype or dtype, shape if grad_shape is None else grad_shape,
                   value_range(dtype, wide=True), **views.get("grad", {})),
            tensor("self", dtype, shape, [-8, 8], **near(i), **views.get("self", {}))]


def suite():
    s = Suite("aclnnSoftshrinkBackward", "aclnn_softshrink_backward", "torch.ops.aten.softshrink_backward")
    dtypes = list(FLOATS)
    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), lambd of every scalar dtype, specials and bounds mixed in.
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            k = i + dtypes.index(dtype)
            s.add(pair(dtype, shape, k) + [lambd(k)], standard=standard_for("fp32", i), what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add(pair(dtype, shape, 0) + [lambd(0)], what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
        s.add(pair(dtype, shape, 3) + [lambd(3)], what=f"{dtype} large")
    # Mixed dtypes (computed in the promoted one) and gradInput of another dtype of the list.
    for g, x, o in [("fp16", "fp32", "fp32"), ("bf16", "fp16", "fp32"), ("fp32", "bf16", "bf16"), ("fp16", "bf16", "fp16"),
                    ("fp32", "fp32", "fp16"), ("bf16", "bf16", "fp32"), ("fp16", "fp16", "bf16")]:
        for i in range(3):
            s.add(pair(x, [37, 11], i, grad_dtype=g) + [lambd(i + 10)],
                  outputs=[{"name": "gradInput", "dtype": o, "shape": [37, 11]}], what=f"{g} and {x} to {o}")
    # Broadcasting gradOutput with self.
    for dtype in dtypes:
        for g, x in [([4, 5], [5]), ([4, 1], [1, 6]), ([], [3, 3]), ([7, 1, 3], [2, 1]), ([1, 31], [15, 1]), ([5], [])]:
            s.add(pair(dtype, x, 1, grad_shape=g) + [lambd(1)], what=f"{dtype} broadcast {g} {x}")
    # Non-contiguous inputs and gradInput, offsets, in place.
    for dtype in dtypes:
        for k, shape in enumerate(([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2])):
            s.add(pair(dtype, shape, k, grad=transposed(shape), self=sliced(shape)) + [lambd(k)],
                  what=f"{dtype} transposed/sliced inputs")
            s.add(pair(dtype, shape, k + 4) + [lambd(k + 4)],
                  outputs=[dict({"name": "gradInput", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced gradInput")
        s.add(pair(dtype, [17, 33], 2) + [lambd(2)], outputs=[{"name": "gradInput", "alias_of": "gradOutput"}],
              what=f"{dtype} in place into gradOutput")
        s.add(pair(dtype, [17, 33], 3) + [lambd(3)], outputs=[{"name": "gradInput", "alias_of": "self"}],
              what=f"{dtype} in place into self")
    # Bad input.
    good = lambda name, dtype="fp32", shape=(4, 5): tensor(name, dtype, list(shape), [-1, 1])
    ok = lambd(0)
    bad = [
        ([{"name": "gradOutput", "type": "tensor", "null": True}, good("self"), ok], None, 161001, "gradOutput", "null gradOutput"),
        ([good("gradOutput"), {"name": "self", "type": "tensor", "null": True}, ok], None, 161001, "self", "null self"),
        ([good("gradOutput"), good("self"), {"name": "lambd", "type": "scalar", "null": True}], None, 161001, "lambd", "null lambd"),
        ([good("gradOutput"), good("self"), ok], [{"name": "gradInput", "null": True}], 161001, "gradInput", "null gradInput"),
        ([good("gradOutput"), good("self"), {"name": "lambd", "type": "scalar", "required": True, "dtype": "fp32", "shape": None,
                                             "range_values": -0.5}], None, 161002, "lambd", "negative lambd"),
        ([good("gradOutput"), good("self"), {"name": "lambd", "type": "scalar", "required": True, "dtype": "int32", "shape": None,
                                             "range_values": -1}], None, 161002, "lambd", "negative integer lambd"),
        ([good("gradOutput", "fp64"), good("self"), ok], None, 161002, "DOUBLE", "gradOutput dtype DOUBLE"),
        ([good("gradOutput"), good("self", "int32"), ok], None, 161002, "INT32", "self dtype INT32"),
        ([good("gradOutput", "int8"), good("self", "int8"), ok], None, 161002, "INT8", "input dtype INT8"),
        ([good("gradOutput", "bool"), good("self", "bool"), ok], None, 161002, "BOOL", "input dtype BOOL"),
        ([good("gradOutput", "complex64"), good("self", "complex64"), ok], None, 161002, None, "input dtype COMPLEX64"),
        ([good("gradOutput"), good("self"), ok], [{"name": "gradInput", "dtype": "int32"}], 161002, "gradInput", "gradInput dtype INT32"),
        ([good("gradOutput"), good("self"), ok], [{"name": "gradInput", "dtype": "fp64"}], 161002, "gradInput", "gradInput dtype DOUBLE"),
        ([good("gradOutput", shape=[2] * 9), good("self", shape=[2] * 9), ok], [{"name": "gradInput", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good("gradOutput", shape=[4, 5]), good("self", shape=[4, 6]), ok], None, 161002, None, "input shapes do not broadcast"),
        ([good("gradOutput", shape=[3, 1]), good("self", shape=[1, 3]), ok], [{"name": "gradInput", "shape": [3, 1]}], 161002, "gradInput", "gradInput shape is not the broadcast shape"),
        ([tensor("gradOutput", "fp32", [4, 5], [-1, 1], storage_shape=[10]), good("self"), ok], None, 161002, None, "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("gradOutput", "fp32", shape, [-1, 1], **extra),
                                         tensor("self", "fp32", shape, [-1, 1], **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]}),
                                         ok],
                lambda extra: [dict({"name": "gradInput"}, **extra)])
    return s
