# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnLeakyRelu's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this
file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

FLOATS = ("fp32", "fp16", "bf16", "fp64")
# Slopes: PyTorch's default, zero, one, negative, large, tiny (subnormal products), specials; and the scalar
# dtypes a caller may use for them (every one is read as float32).
SLOPES = [0.01, 0.2, 0, 1, -0.5, 3.5, 1e-30, 100, "-0.0", "inf", "nan", 0.1, 7, -2]
SLOPE_DTYPES = ["fp32", "fp64", "fp16", "bf16", "int32", "int64", "int8"]


def slope(i):
    value = SLOPES[i % len(SLOPES)]
    choices = SLOPE_DTYPES if isinstance(value, int) else SLOPE_DTYPES[:2] if value in (1e-30, 100) else SLOPE_DTYPES[:4]
    dtype = choices[(i // len(SLOPES) + i) % len(choices)]
    return {"name": "negativeSlope", "type": "scalar", "required": True, "dtype": dtype, "shape": None,
            "range_values": value}


def suite():
    s = Suite("aclnnLeakyRelu", "aclnn_leaky_relu", "torch.nn.functional.leaky_relu")
    dtypes = list(FLOATS)
    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), slopes of every scalar dtype, specials mixed in.
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            extra = {"outlier_values": {"values": specials_for("fp32"), "ratio": 0.1}} if i % 2 == 0 else {}
            rv = normal() if i % 5 == 4 else value_range(dtype, wide=i % 3 == 2)
            s.add([tensor("self", dtype, shape, rv, **extra), slope(i + dtypes.index(dtype))],
                  standard=standard_for("fp32", i), what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add([tensor("self", dtype, shape, [-8, 8]), slope(0)], what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
        s.add([tensor("self", dtype, shape, [-8, 8]), slope(1)], what=f"{dtype} large")
    # out of another floating dtype: computed in self's dtype, then converted.
    for src, dst in [("fp16", "fp32"), ("fp32", "bf16"), ("bf16", "fp16"), ("fp32", "fp64"), ("fp64", "fp16"),
                     ("fp64", "bf16"), ("bf16", "fp32"), ("fp16", "complex64"), ("fp32", "complex128"),
                     ("fp64", "complex64")]:  # complex: the result as the real part
        for i in range(3):
            shape = [37, 11]
            s.add([tensor("self", src, shape, [-8, 8], outlier_values={"values": specials_for("fp32"), "ratio": 0.1}),
                   slope(i)], outputs=[{"name": "out", "dtype": dst, "shape": shape}], what=f"{src} to {dst} out")
    # Non-contiguous self and out, offsets, in place (out is self).
    for dtype in dtypes:
        for k, shape in enumerate(([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2])):
            s.add([tensor("self", dtype, shape, [-8, 8], **transposed(shape)), slope(k)], what=f"{dtype} transposed self")
            s.add([tensor("self", dtype, shape, [-8, 8], **sliced(shape)), slope(k + 4)],
                  outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced self and out")
        s.add([tensor("self", dtype, [17, 33], [-8, 8]), slope(2)], outputs=[{"name": "out", "alias_of": "self"}],
              what=f"{dtype} in place")
    # Bad input.
    good = lambda dtype="fp32", shape=(4, 5): tensor("self", dtype, list(shape), [-1, 1])
    ok = slope(0)
    bad = [
        ([{"name": "self", "type": "tensor", "null": True}, ok], None, 161001, "self", "null self"),
        ([good(), {"name": "negativeSlope", "type": "scalar", "null": True}], None, 161001, "negativeSlope",
         "null negativeSlope"),
        ([good(), ok], [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("int32"), ok], None, 161002, "INT32", "input dtype INT32"),
        ([good("int8"), ok], None, 161002, "INT8", "input dtype INT8"),
        ([good("bool"), ok], None, 161002, "BOOL", "input dtype BOOL"),
        ([good("complex64"), ok], None, 161002, None, "input dtype COMPLEX64"),
        ([good("fp32"), ok], [{"name": "out", "dtype": "int32"}], 161002, "out", "out dtype INT32 for a FLOAT self"),
        ([good("fp32"), ok], [{"name": "out", "dtype": "bool"}], 161002, "out", "out dtype BOOL"),
        ([good(shape=[2] * 9), ok], None, 161002, None, "rank 9"),
        ([good(shape=[4, 5]), ok], [{"name": "out", "shape": [5, 4]}], 161002, "out", "out shape differs"),
        ([tensor("self", "fp32", [4, 5], [-1, 1], storage_shape=[10]), ok], None, 161002, None,
         "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("self", "fp32", shape, [-1, 1], **extra), ok],
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
