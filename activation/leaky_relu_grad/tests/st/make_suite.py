# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnLeakyReluBackward's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside
this file). selfIsResult is an ATK attribute input (a bool parameter of the call)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

DTYPES = ("fp32", "fp16", "bf16", "fp64")
# Slopes: PyTorch's default, zero, one, negative, large, tiny (subnormal products), specials; the scalar dtypes a
# caller may use for them (every one is read as float32).
SLOPES = [0.01, 0.2, 0, 1, -0.5, 3.5, 1e-30, 100, "-0.0", "inf", "nan", 0.1, 7, -2]
SLOPE_DTYPES = ["fp32", "fp64", "fp16", "bf16", "int32", "int64", "int8", "int16", "uint8", "bool"]


def slope(i, value=None):
    value = SLOPES[i % len(SLOPES)] if value is None else value
    if isinstance(value, int):
        choices = SLOPE_DTYPES if value in (0, 1) else SLOPE_DTYPES[:7] if value >= 0 else SLOPE_DTYPES[:7:2]
    else:
        choices = SLOPE_DTYPES[:2] if value in (1e-30, 100) else SLOPE_DTYPES[:4]
    dtype = choices[(i // len(SLOPES) + i) % len(choices)]
    return {"name": "negativeSlope", "type": "scalar", "required": True, "dtype": dtype, "shape": None,
            "range_values": value}


def is_result(value):
    return {"name": "selfIsResult", "type": "attr", "required": True, "dtype": "bool", "shape": None,
            "range_values": value}


def slope_value(i):
    v = SLOPES[i % len(SLOPES)]
    return v if not isinstance(v, str) else float(v)


def args(g, x, shape, i, x_shape=None, result=None, **views):
    """gradOutput, self, negativeSlope and selfIsResult (true only with a slope that is not negative)."""
    s = slope(i)
    v = slope_value(i)
    if result is None:
        result = i % 2 == 0 and not (v < 0)
    return [tensor("gradOutput", g, shape, value_range(g, wide=i % 3 == 2), **views.get("grad", {})),
            tensor("self", x, shape if x_shape is None else x_shape, [-8, 8],
                   outlier_values={"values": specials_for("fp32"), "ratio": 0.1}, **views.get("self", {})),
            s, is_result(result)]


def suite():
    s = Suite("aclnnLeakyReluBackward", "aclnn_leaky_relu_backward", "torch.ops.aten.leaky_relu_backward")
    for d, dtype in enumerate(DTYPES):
        for i, shape in enumerate(shapes(16)):
            s.add(args(dtype, dtype, shape, i + d), standard=standard_for(dtype, i), what=f"{dtype} rank {len(shape)}")
    for dtype in DTYPES:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add(args(dtype, dtype, shape, 0), what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
        s.add(args(dtype, dtype, shape, 1), what=f"{dtype} large")
    # Every slope with both values of selfIsResult where it is allowed.
    for i in range(len(SLOPES)):
        for result in (False, True):
            if result and slope_value(i) < 0:
                continue
            s.add(args("fp32", "fp32", [9, 13], i, result=result), what=f"slope {SLOPES[i]!r} selfIsResult {result}")
    for g, x, o in [("fp16", "fp32", "fp32"), ("bf16", "fp16", "fp32"), ("fp32", "bf16", "bf16"), ("fp64", "fp32", "fp16"),
                    ("fp32", "fp32", "fp64"), ("fp16", "fp16", "bf16"), ("fp64", "bf16", "bf16"),
                    ("fp32", "fp16", "complex64"), ("bf16", "bf16", "complex128"), ("fp64", "fp32", "complex64")]:
        s.add(args(g, x, [37, 11], 1), outputs=[{"name": "out", "dtype": o, "shape": [37, 11]}], what=f"{g} and {x} to {o}")
    for dtype in ("fp32", "fp16", "fp64", "bf16"):
        for gshape, xshape in [([4, 5], [5]), ([4, 1], [1, 6]), ([], [3, 3])]:
            s.add(args(dtype, dtype, gshape, 1, x_shape=xshape), what=f"{dtype} broadcast {gshape} {xshape}")
        for k, shape in enumerate(([6, 9], [3, 4, 5], [2, 3, 2, 3, 2])):
            s.add(args(dtype, dtype, shape, k, grad=transposed(shape), self=sliced(shape)), what=f"{dtype} transposed/sliced inputs")
            s.add(args(dtype, dtype, shape, k), outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced out")
        s.add(args(dtype, dtype, [17, 33], 2), outputs=[{"name": "out", "alias_of": "gradOutput"}], what=f"{dtype} in place into gradOutput")
    good = lambda name, dtype="fp32", shape=(4, 5): tensor(name, dtype, list(shape), [-1, 1])
    ok = [slope(0), is_result(False)]
    bad = [
        ([{"name": "gradOutput", "type": "tensor", "null": True}, good("self")] + ok, None, 161001, "gradOutput", "null gradOutput"),
        ([good("gradOutput"), {"name": "self", "type": "tensor", "null": True}] + ok, None, 161001, "self", "null self"),
        ([good("gradOutput"), good("self"), {"name": "negativeSlope", "type": "scalar", "null": True}, is_result(False)], None,
         161001, "negativeSlope", "null negativeSlope"),
        ([good("gradOutput"), good("self")] + ok, [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("gradOutput", "int32"), good("self")] + ok, None, 161002, "INT32", "gradOutput dtype INT32"),
        ([good("gradOutput"), good("self", "int8")] + ok, None, 161002, "INT8", "self dtype INT8"),
        ([good("gradOutput"), good("self"), dict(slope(0), dtype="uint16", range_values=1), is_result(False)], None, 161002,
         "negativeSlope", "negativeSlope dtype UINT16"),
        ([good("gradOutput"), good("self"), dict(slope(0), dtype="complex64"), is_result(False)], None, 161002,
         "negativeSlope", "complex negativeSlope"),
        ([good("gradOutput"), good("self"), slope(0, -0.5), is_result(True)], None, 161002, "selfIsResult",
         "negative negativeSlope with selfIsResult"),
        ([good("gradOutput", "complex64"), good("self", "complex64")] + ok, None, 161002, None, "complex dtypes (not run on the CPU)"),
        ([good("gradOutput"), good("self")] + ok, [{"name": "out", "dtype": "int32"}], 161002, "out", "out dtype INT32"),
        ([good("gradOutput", shape=[2] * 9), good("self", shape=[2] * 9)] + ok, [{"name": "out", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good("gradOutput", shape=[4, 5]), good("self", shape=[4, 6])] + ok, None, 161002, None, "input shapes do not broadcast"),
        ([good("gradOutput", shape=[3, 1]), good("self", shape=[1, 3])] + ok, [{"name": "out", "shape": [3, 1]}], 161002, "out",
         "out shape is not the broadcast shape"),
        ([tensor("gradOutput", "fp32", [4, 5], [-1, 1], storage_shape=[10]), good("self")] + ok, None, 161002, None,
         "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("gradOutput", "fp32", shape, [-1, 1], **extra),
                                         tensor("self", "fp32", shape, [-1, 1], **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]}),
                                         slope(0), is_result(False)],
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
