# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnHardswishBackward's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside
this file); aclnnHardswishBackwardV2's suite is the same cases for its name (its folder calls suite() with it)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

EDGES = [3.0, -3.0, 2.9999997615814, -2.9999997615814, 3.0000002384186, -3.0000002384186]


def pair(dtype, shape, i, **views):
    """gradOutput and self; self carries the specials and the pieces' bounds."""
    return [tensor("gradOutput", dtype, shape, value_range(dtype, wide=i % 3 == 2), **views.get("grad", {})),
            tensor("self", dtype, shape, [-6, 6], outlier_values={"values": specials_for("fp32") + EDGES, "ratio": 0.15},
                   **views.get("self", {}))]


def suite(name="aclnnHardswishBackward", api_type="aclnn_hardswish_backward"):
    s = Suite(name, api_type, "torch.ops.aten.hardswish_backward")
    dtypes = list(FLOATS)
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            s.add(pair(dtype, shape, i), standard=standard_for(dtype, i), what=f"{dtype} rank {len(shape)}")
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add(pair(dtype, shape, 0), what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
        s.add(pair(dtype, shape, 1), what=f"{dtype} large")
    for dtype in dtypes:
        for k, shape in enumerate(([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2])):
            s.add(pair(dtype, shape, k, grad=transposed(shape), self=sliced(shape)), what=f"{dtype} transposed/sliced inputs")
            s.add(pair(dtype, shape, k), outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced out")
        s.add(pair(dtype, [17, 33], 2), outputs=[{"name": "out", "alias_of": "gradOutput"}], what=f"{dtype} in place into gradOutput")
        s.add(pair(dtype, [17, 33], 3), outputs=[{"name": "out", "alias_of": "self"}], what=f"{dtype} in place into self")
    good = lambda name, dtype="fp32", shape=(4, 5): tensor(name, dtype, list(shape), [-1, 1])
    bad = [
        ([{"name": "gradOutput", "type": "tensor", "null": True}, good("self")], None, 161001, "gradOutput", "null gradOutput"),
        ([good("gradOutput"), {"name": "self", "type": "tensor", "null": True}], None, 161001, "self", "null self"),
        ([good("gradOutput"), good("self")], [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("gradOutput", "fp64"), good("self", "fp64")], None, 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("gradOutput"), good("self", "int32")], None, 161002, "INT32", "self dtype INT32"),
        ([good("gradOutput", "complex64"), good("self", "complex64")], None, 161002, None, "input dtype COMPLEX64"),
        ([good("gradOutput", "fp16"), good("self")], None, 161002, "gradOutput", "gradOutput and self of two dtypes"),
        ([good("gradOutput"), good("self")], [{"name": "out", "dtype": "fp16"}], 161002, "out", "out dtype not self's"),
        ([good("gradOutput", shape=[2] * 9), good("self", shape=[2] * 9)], [{"name": "out", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good("gradOutput", shape=[4, 1]), good("self")], None, 161002, "gradOutput", "gradOutput shape not self's"),
        ([good("gradOutput"), good("self")], [{"name": "out", "shape": [5, 4]}], 161002, "out", "out shape not self's"),
        ([tensor("gradOutput", "fp32", [4, 5], [-1, 1], storage_shape=[10]), good("self")], None, 161002, None, "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("gradOutput", "fp32", shape, [-1, 1], **extra),
                                         tensor("self", "fp32", shape, [-1, 1], **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]})],
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
