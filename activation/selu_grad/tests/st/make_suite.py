# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnSeluBackward's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this
file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

INTS = ("int32", "int8")


def pair(dtype, shape, i, **views):
    """gradOutput and result; result carries the specials, 0 and -scale * alpha."""
    if dtype in INTS:
        rv = [-128, 127] if dtype == "int8" else ([-100000, 100000] if i % 2 else [-300, 300])
        return [tensor("gradOutput", dtype, shape, rv, **views.get("grad", {})),
                tensor("result", dtype, shape, rv, **views.get("result", {}))]
    extra = {"outlier_values": {"values": specials_for("fp32") + [-1.7580993175506592, 0.0, "-0.0"], "ratio": 0.1}}
    return [tensor("gradOutput", dtype, shape, value_range(dtype, wide=i % 3 == 2), **views.get("grad", {})),
            tensor("result", dtype, shape, [-1.76, 5], **extra, **views.get("result", {}))]


def suite():
    s = Suite("aclnnSeluBackward", "aclnn_selu_backward", "torch.ops.aten.elu_backward (SELU)")
    dtypes = list(FLOATS) + list(INTS)
    for dtype in dtypes:
        for i, shape in enumerate(shapes(16)):
            s.add(pair(dtype, shape, i), standard=standard_for(dtype, i), what=f"{dtype} rank {len(shape)}")
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add(pair(dtype, shape, 0), what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "int8"], BIG_SHAPES):
        s.add(pair(dtype, shape, 1), what=f"{dtype} large")
    for dtype in dtypes:
        for k, shape in enumerate(([6, 9], [3, 4, 5], [2, 3, 2, 3, 2])):
            s.add(pair(dtype, shape, k, grad=transposed(shape), result=sliced(shape)), what=f"{dtype} transposed/sliced inputs")
            s.add(pair(dtype, shape, k), outputs=[dict({"name": "gradInput", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced gradInput")
        s.add(pair(dtype, [17, 33], 2), outputs=[{"name": "gradInput", "alias_of": "gradOutput"}], what=f"{dtype} in place into gradOutput")
        s.add(pair(dtype, [17, 33], 3), outputs=[{"name": "gradInput", "alias_of": "result"}], what=f"{dtype} in place into result")
    good = lambda name, dtype="fp32", shape=(4, 5): tensor(name, dtype, list(shape), [-1, 1])
    bad = [
        ([{"name": "gradOutput", "type": "tensor", "null": True}, good("result")], None, 161001, "gradOutput", "null gradOutput"),
        ([good("gradOutput"), {"name": "result", "type": "tensor", "null": True}], None, 161001, "result", "null result"),
        ([good("gradOutput"), good("result")], [{"name": "gradInput", "null": True}], 161001, "gradInput", "null gradInput"),
        ([good("gradOutput", "fp64"), good("result", "fp64")], None, 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("gradOutput", "int64"), good("result", "int64")], None, 161002, "INT64", "input dtype INT64"),
        ([good("gradOutput", "uint8"), good("result", "uint8")], None, 161002, "UINT8", "input dtype UINT8"),
        ([good("gradOutput", "complex64"), good("result", "complex64")], None, 161002, None, "input dtype COMPLEX64"),
        ([good("gradOutput"), good("result", "fp16")], None, 161002, "result", "result of another dtype"),
        ([good("gradOutput"), good("result")], [{"name": "gradInput", "dtype": "fp16"}], 161002, "gradInput", "gradInput of another dtype"),
        ([good("gradOutput", shape=[2] * 9), good("result", shape=[2] * 9)], [{"name": "gradInput", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good("gradOutput"), good("result", shape=[4, 1])], None, 161002, "result", "result shape not gradOutput's"),
        ([good("gradOutput"), good("result")], [{"name": "gradInput", "shape": [5, 4]}], 161002, "gradInput", "gradInput shape not gradOutput's"),
        ([tensor("gradOutput", "fp32", [4, 5], [-1, 1], storage_shape=[10]), good("result")], None, 161002, None, "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("gradOutput", "fp32", shape, [-1, 1], **extra),
                                         tensor("result", "fp32", shape, [-1, 1], **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]})],
                lambda extra: [dict({"name": "gradInput"}, **extra)])
    return s
