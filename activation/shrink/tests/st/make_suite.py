# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnShrink's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this
file). PyTorch has no Shrink: the golden alone judges it."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

# lambd: ONNX's default, zero, values FLOAT16 does not hold, large and tiny ones, specials (negative ones are bad
# input); bias: ONNX's default, lambd itself (Softshrink), negatives, values FLOAT16 rounds or overflows, specials.
LAMBDS = [0.5, 0, 0.3, 1, 2.5, 1e-3, 1e-30, 100.0, "nan", "inf", 0.1, 3, "-0.0", 7, 70000.0]
BIASES = [0, 0.5, -1.5, 0.30004, 2, "nan", 1e-30, -100.0, "-inf", 0.1, -3, 65504.0, 70000.0]
WIDE = (1e-30, 100.0, -100.0, 70000.0, 65504.0, 0.30004)


def scalars(i):
    return [band_scalar("lambd", LAMBDS, i, wide=WIDE), band_scalar("bias", BIASES, i + 3, wide=WIDE)]


def near(i):
    """Outliers for case i: the specials, and lambd with its negation (the band's bounds)."""
    return band_edges(LAMBDS, i)


def suite():
    s = Suite("aclnnShrink", "aclnn_shrink", "onnx.Shrink")
    dtypes = ["fp32", "fp16"]
    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), lambd and bias of every scalar dtype, specials and bounds mixed in.
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            k = i + dtypes.index(dtype)
            rv = normal() if i % 5 == 4 else value_range(dtype, wide=i % 3 == 2)
            # ATK's relative standards divide by |golden| + 1e-7, which a FLOAT16 result of the cancellation
            # x - bias (subnormal below 6.1e-5) cannot meet however it is rounded: FLOAT16 is judged bitwise.
            standard = "bitwise" if dtype == "fp16" else standard_for("fp32", i)
            s.add([tensor("self", dtype, shape, rv, **near(k))] + scalars(k), standard=standard,
                  what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add([tensor("self", dtype, shape, [-8, 8])] + scalars(0), what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "fp16"], BIG_SHAPES):
        s.add([tensor("self", dtype, shape, [-8, 8])] + scalars(3), what=f"{dtype} large")
    # out of the other dtype: computed in self's dtype, then converted.
    for src, dst in [("fp16", "fp32"), ("fp32", "fp16")]:
        for i in range(4):
            shape = [37, 11]
            s.add([tensor("self", src, shape, [-8, 8], **near(i))] + scalars(i),
                  outputs=[{"name": "out", "dtype": dst, "shape": shape}], what=f"{src} to {dst} out")
    # Non-contiguous self and out, offsets, out as self's own view.
    for dtype in dtypes:
        for k, shape in enumerate(([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2])):
            s.add([tensor("self", dtype, shape, [-8, 8], **transposed(shape))] + scalars(k),
                  what=f"{dtype} transposed self")
            s.add([tensor("self", dtype, shape, [-8, 8], **sliced(shape))] + scalars(k + 4),
                  outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced self and out")
        s.add([tensor("self", dtype, [17, 33], [-8, 8])] + scalars(2), outputs=[{"name": "out", "alias_of": "self"}],
              what=f"{dtype} out is self")
    # Bad input.
    good = lambda dtype="fp32", shape=(4, 5): tensor("self", dtype, list(shape), [-1, 1])
    ok = scalars(0)
    bad = [
        ([{"name": "self", "type": "tensor", "null": True}] + ok, None, 161001, "self", "null self"),
        ([good(), {"name": "lambd", "type": "scalar", "null": True}, ok[1]], None, 161001, "lambd", "null lambd"),
        ([good(), ok[0], {"name": "bias", "type": "scalar", "null": True}], None, 161001, "bias", "null bias"),
        ([good()] + ok, [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("bf16")] + ok, None, 161002, "BFLOAT16", "input dtype BFLOAT16"),
        ([good("fp64")] + ok, None, 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("int32")] + ok, None, 161002, "INT32", "input dtype INT32"),
        ([good("int8")] + ok, None, 161002, "INT8", "input dtype INT8"),
        ([good("bool")] + ok, None, 161002, "BOOL", "input dtype BOOL"),
        ([good("complex64")] + ok, None, 161002, None, "input dtype COMPLEX64"),
        ([good("fp32")] + ok, [{"name": "out", "dtype": "int32"}], 161002, "out", "out dtype INT32"),
        ([good("fp32")] + ok, [{"name": "out", "dtype": "bf16"}], 161002, "out", "out dtype BFLOAT16"),
        ([good(shape=[2] * 9)] + ok, [{"name": "out", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good(shape=[4, 5])] + ok, [{"name": "out", "shape": [5, 4]}], 161002, "out", "out shape differs"),
        ([good(), dict(ok[0], range_values=-0.5), ok[1]], None, 161002, "lambd", "negative lambd"),
        ([good(), dict(ok[0], dtype="int32", range_values=-1), ok[1]], None, 161002, "lambd", "negative integer lambd"),
        ([good(), ok[0], dict(ok[1], dtype="complex64", range_values=1)], None, 161002, "bias", "complex bias"),
        ([good()] + ok, [{"name": "out", "format": "NCHW"}], 161002, "format", "out format NCHW, self ND"),
        ([tensor("self", "fp32", [4, 5], [-1, 1], storage_shape=[10])] + ok, None, 161002, None,
         "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("self", "fp32", shape, [-1, 1], **extra)] + ok,
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
