# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnSigmoidBackward's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside
this file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

DTYPES = ("fp32", "fp16", "bf16", "fp64")
COMPLEX = ("complex64", "complex128")  # each part drawn from the range, specials included


def pair(g, y, shape, i, y_shape=None, **views):
    """gradOutput and output (a sigmoid's output: mostly in [0, 1], with the specials)."""
    return [tensor("gradOutput", g, shape, value_range(g, wide=i % 3 == 2), **views.get("grad", {})),
            tensor("output", y, shape if y_shape is None else y_shape, [0, 1],
                   outlier_values={"values": specials_for("fp32") + [1.0, 0.5], "ratio": 0.1}, **views.get("output", {}))]


def suite():
    s = Suite("aclnnSigmoidBackward", "aclnn_sigmoid_backward", "torch.ops.aten.sigmoid_backward")
    for d, dtype in enumerate(DTYPES):
        for i, shape in enumerate(shapes(16)):
            s.add(pair(dtype, dtype, shape, i + d), standard=standard_for(dtype, i), what=f"{dtype} rank {len(shape)}")
    for dtype in DTYPES:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add(pair(dtype, dtype, shape, 0), what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
        s.add(pair(dtype, dtype, shape, 1), what=f"{dtype} large")
    for g, y, o in [("fp16", "fp32", "fp32"), ("bf16", "fp16", "fp32"), ("fp32", "bf16", "bf16"), ("fp64", "fp32", "fp16"),
                    ("fp32", "fp32", "fp64"), ("fp16", "fp16", "bf16")]:
        s.add(pair(g, y, [37, 11], 1), outputs=[{"name": "gradInput", "dtype": o, "shape": [37, 11]}], what=f"{g} and {y} to {o}")
    for d, dtype in enumerate(COMPLEX):
        for i, shape in enumerate(shapes(10)):
            s.add(pair(dtype, dtype, shape, i + d), what=f"{dtype} rank {len(shape)}")
        for shape in EMPTY_SHAPES[:2] + ONE_SHAPES[:1]:
            s.add(pair(dtype, dtype, shape, 0), what=f"{dtype} {shape}")
    s.add(pair("complex64", "complex64", [512, 1025], 1), what="complex64 large")
    for g, y, o in [("fp32", "complex64", "complex64"), ("complex64", "fp64", "complex128"), ("complex128", "bf16", "complex64"),
                    ("fp16", "complex128", "complex128"), ("complex64", "complex128", "complex64")]:
        s.add(pair(g, y, [13, 7], 1), outputs=[{"name": "gradInput", "dtype": o, "shape": [13, 7]}], what=f"{g} and {y} to {o}")
    for dtype in ("fp32", "fp16", "fp64", "complex64"):
        for gshape, yshape in [([4, 5], [5]), ([4, 1], [1, 6]), ([], [3, 3])]:
            s.add(pair(dtype, dtype, gshape, 1, y_shape=yshape), what=f"{dtype} broadcast {gshape} {yshape}")
        for k, shape in enumerate(([6, 9], [3, 4, 5], [2, 3, 2, 3, 2])):
            s.add(pair(dtype, dtype, shape, k, grad=transposed(shape), output=sliced(shape)), what=f"{dtype} transposed/sliced inputs")
            s.add(pair(dtype, dtype, shape, k), outputs=[dict({"name": "gradInput", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced gradInput")
        s.add(pair(dtype, dtype, [17, 33], 2), outputs=[{"name": "gradInput", "alias_of": "output"}], what=f"{dtype} in place into output")
    good = lambda name, dtype="fp32", shape=(4, 5): tensor(name, dtype, list(shape), [0, 1])
    bad = [
        ([{"name": "gradOutput", "type": "tensor", "null": True}, good("output")], None, 161001, "gradOutput", "null gradOutput"),
        ([good("gradOutput"), {"name": "output", "type": "tensor", "null": True}], None, 161001, "output", "null output"),
        ([good("gradOutput"), good("output")], [{"name": "gradInput", "null": True}], 161001, "gradInput", "null gradInput"),
        ([good("gradOutput", "int32"), good("output")], None, 161002, "INT32", "gradOutput dtype INT32"),
        ([good("gradOutput"), good("output", "int8")], None, 161002, "INT8", "output dtype INT8"),
        ([good("gradOutput", "complex64"), good("output")], [{"name": "gradInput", "dtype": "fp32"}], 161002, "gradInput",
         "a complex result into a FLOAT gradInput"),
        ([good("gradOutput"), good("output")], [{"name": "gradInput", "dtype": "int32"}], 161002, "gradInput", "gradInput dtype INT32"),
        ([good("gradOutput", shape=[2] * 9), good("output", shape=[2] * 9)], [{"name": "gradInput", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good("gradOutput", shape=[4, 5]), good("output", shape=[4, 6])], None, 161002, None, "input shapes do not broadcast"),
        ([good("gradOutput", shape=[3, 1]), good("output", shape=[1, 3])], [{"name": "gradInput", "shape": [3, 1]}], 161002, "gradInput", "gradInput shape is not the broadcast shape"),
        ([tensor("gradOutput", "fp32", [4, 5], [-1, 1], storage_shape=[10]), good("output")], None, 161002, None, "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("gradOutput", "fp32", shape, [-1, 1], **extra),
                                         tensor("output", "fp32", shape, [0, 1], **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]})],
                lambda extra: [dict({"name": "gradInput"}, **extra)])
    return s
