# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnHardtanhBackward's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside
this file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

# (min, max): PyTorch's defaults and ReLU6's, bounds no 16-bit float holds (0.30004 rounds up in FLOAT16), large and
# tiny ones, specials, equal and crossed bounds.
BOUNDS = [(-1, 1), (0, 6), (-0.3, 0.30004), (-2.5, 2.5), (-1e-30, 100.0), ("-inf", "inf"), ("nan", 1), (-1, "nan"),
          (1, -1), (0.5, 0.5), ("-0.0", 0), (-70000.0, 70000.0), (-3, 2), (1e-30, 1)]
WIDE = (1e-30, -1e-30, 100.0, 70000.0, -70000.0, 0.30004)


def bounds(i):
    lo, hi = BOUNDS[i % len(BOUNDS)]
    return [band_scalar("min", [lo], i, wide=WIDE), band_scalar("max", [hi], i + 1, wide=WIDE)]


def edges(i):
    """Outliers for case i: the specials and both bounds."""
    values = [v for v in BOUNDS[i % len(BOUNDS)] if isinstance(v, (int, float))]
    return {"outlier_values": {"values": specials_for("fp32") + values, "ratio": 0.1}}


def pair(dtype, shape, i, **views):
    """gradOutput and self; self carries the specials and the bounds."""
    return [tensor("gradOutput", dtype, shape, value_range(dtype, wide=True), **views.get("grad", {})),
            tensor("self", dtype, shape, [-8, 8], **edges(i), **views.get("self", {}))]


def suite():
    s = Suite("aclnnHardtanhBackward", "aclnn_hardtanh_backward", "torch.ops.aten.hardtanh_backward")
    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), bounds of every scalar dtype, specials and bounds mixed in.
    for d, dtype in enumerate(FLOATS):
        for i, shape in enumerate(shapes(18)):
            s.add(pair(dtype, shape, i + d) + bounds(i + d), standard=standard_for(dtype, i), what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in FLOATS:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add(pair(dtype, shape, 0) + bounds(0), what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
        s.add(pair(dtype, shape, 1) + bounds(1), what=f"{dtype} large")
    # Non-contiguous inputs and out, offsets, in place.
    for dtype in FLOATS:
        for k, shape in enumerate(([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2])):
            s.add(pair(dtype, shape, k, grad=transposed(shape), self=sliced(shape)) + bounds(k),
                  what=f"{dtype} transposed/sliced inputs")
            s.add(pair(dtype, shape, k + 4) + bounds(k + 4),
                  outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced out")
        s.add(pair(dtype, [17, 33], 2) + bounds(2), outputs=[{"name": "out", "alias_of": "gradOutput"}],
              what=f"{dtype} in place into gradOutput")
        s.add(pair(dtype, [17, 33], 3) + bounds(3), outputs=[{"name": "out", "alias_of": "self"}],
              what=f"{dtype} in place into self")
    # Bad input.
    good = lambda name, dtype="fp32", shape=(4, 5): tensor(name, dtype, list(shape), [-1, 1])
    ok = bounds(0)
    null_scalar = lambda name: {"name": name, "type": "scalar", "null": True}
    complex_scalar = lambda name: {"name": name, "type": "scalar", "dtype": "complex64", "range_values": 1}
    bad = [
        ([good("gradOutput"), {"name": "self", "type": "tensor", "null": True}] + ok, None, 161001, "self", "null self"),
        ([{"name": "gradOutput", "type": "tensor", "null": True}, good("self")] + ok, None, 161001, "gradOutput", "null gradOutput"),
        ([good("gradOutput"), good("self")] + ok, [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("gradOutput"), good("self"), null_scalar("min"), ok[1]], None, 161001, "min", "null min"),
        ([good("gradOutput"), good("self"), ok[0], null_scalar("max")], None, 161001, "max", "null max"),
        ([good("gradOutput", "fp64"), good("self", "fp64")] + ok, None, 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("gradOutput"), good("self", "int32")] + ok, None, 161002, "INT32", "self dtype INT32"),
        ([good("gradOutput", "int8"), good("self", "int8")] + ok, None, 161002, "INT8", "input dtype INT8"),
        ([good("gradOutput", "bool"), good("self", "bool")] + ok, None, 161002, "BOOL", "input dtype BOOL"),
        ([good("gradOutput", "complex64"), good("self", "complex64")] + ok, None, 161002, None, "input dtype COMPLEX64"),
        ([good("gradOutput", "fp16"), good("self")] + ok, None, 161002, "gradOutput", "gradOutput and self of two dtypes"),
        ([good("gradOutput"), good("self")] + ok, [{"name": "out", "dtype": "int32"}], 161002, "out", "out dtype INT32"),
        ([good("gradOutput"), good("self")] + ok, [{"name": "out", "dtype": "fp16"}], 161002, "out", "out dtype not self's"),
        ([good("gradOutput", shape=[2] * 9), good("self", shape=[2] * 9)] + ok, [{"name": "out", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good("gradOutput", shape=[4, 1]), good("self")] + ok, [{"name": "out", "shape": [4, 5]}], 161002, "gradOutput", "gradOutput shape not self's (no broadcasting)"),
        ([good("gradOutput"), good("self")] + ok, [{"name": "out", "shape": [5, 4]}], 161002, "out", "out shape not self's"),
        ([good("gradOutput"), good("self"), complex_scalar("min"), ok[1]], None, 161002, "min", "complex min"),
        ([good("gradOutput"), good("self"), ok[0], complex_scalar("max")], None, 161002, "max", "complex max"),
        ([tensor("gradOutput", "fp32", [4, 5], [-1, 1], storage_shape=[10]), good("self")] + ok, None, 161002, None, "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("gradOutput", "fp32", shape, [-1, 1], **extra),
                                         tensor("self", "fp32", shape, [-1, 1], **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]})] + ok,
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
