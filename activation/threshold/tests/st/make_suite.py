# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnThreshold's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)


def suite():
    s = Suite("aclnnThreshold", "aclnn_threshold", "torch.threshold")
    dtypes = ["fp32", "fp16", "bf16", "int8", "uint8", "int16", "int32", "int64"]
    scalar_dtypes = ["fp32", "fp16", "bf16", "fp64", "int32", "int64", "int8", "uint8"]
    # Scalars every dtype takes (non-negative and small enough for UINT8), and the floating dtypes' extras.
    int_thresholds = [0, 1, 3, 100, 2.9, 126.9, 7, 0.5]
    int_values = [0, 1, 5, 100, 127, 2.5]
    float_thresholds = int_thresholds + [-1, -2.5, "inf", "-inf", "nan", "-0.0", 1e-40, 2.9999997615814, -100]
    float_values = int_values + [-1, "nan", "-inf", "inf", 1e-40, "-0.0", 0.1]

    def scalar(name, dtype, value):
        return {"name": name, "type": "scalar", "required": True, "dtype": dtype, "shape": None, "range_values": value}

    def scalars(dtype, i):
        floating = dtype in ("fp32", "fp16", "bf16")
        ts, vs = (float_thresholds, float_values) if floating else (int_thresholds, int_values)
        t, v = ts[(i * 5 + dtypes.index(dtype)) % len(ts)], vs[(i * 3 + 1) % len(vs)]
        # A scalar dtype that holds the value: fractional, infinite and NaN values in the floating ones.
        def sd(value, k):
            choices = scalar_dtypes if isinstance(value, int) else scalar_dtypes[:4]
            return choices[(i + k) % len(choices)]
        return [scalar("threshold", sd(t, 0), t), scalar("value", sd(v, 1), v)]

    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), thresholds and values of every scalar dtype, specials mixed in.
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            extra = {"outlier_values": {"values": specials_for(dtype), "ratio": 0.1}} if i % 2 == 0 else {}
            rv = normal() if (i % 5 == 4 and dtype in ("fp32", "fp16", "bf16")) else value_range(dtype, wide=i % 3 == 2)
            s.add([tensor("self", dtype, shape, rv, **extra)] + scalars(dtype, i),
                  standard=standard_for(dtype, i), what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add([tensor("self", dtype, shape, value_range(dtype))] + scalars(dtype, 0), what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "int8"], BIG_SHAPES):
        s.add([tensor("self", dtype, shape, value_range(dtype))] + scalars(dtype, 2), what=f"{dtype} large")
    # out of another dtype, one self's can be cast to: computed in self's dtype, then converted.
    for src, dst in [("int8", "fp32"), ("int32", "fp16"), ("int64", "bf16"), ("int32", "int8"), ("uint8", "int16"),
                     ("fp16", "fp32"), ("fp32", "bf16"), ("bf16", "fp16"), ("int16", "int64")]:
        for i in range(3):
            shape = [37, 11]
            s.add([tensor("self", src, shape, value_range(src, wide=i == 1))] + scalars(src, i),
                  outputs=[{"name": "out", "dtype": dst, "shape": shape}], what=f"{src} to {dst} out")
    # A negative integer scalar wraps into UINT8 (-17 is 239, -200 is 56), as PyTorch converts it.
    for i, (t, v) in enumerate([(-17, 3), (-1, -1), (-128, -200), (-255, 7)]):
        s.add([tensor("self", "uint8", [29, 7], value_range("uint8")), scalar("threshold", ["int32", "int64", "int8", "int32"][i], t),
               scalar("value", "int64", v)], what=f"uint8 threshold {t} value {v} (wrapped)")
    # Non-contiguous self and out, offsets, in place (out is self).
    for dtype in dtypes:
        for shape in ([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2]):
            s.add([tensor("self", dtype, shape, value_range(dtype), **transposed(shape))] + scalars(dtype, 1),
                  what=f"{dtype} transposed self")
            s.add([tensor("self", dtype, shape, value_range(dtype), **sliced(shape))] + scalars(dtype, 3),
                  outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced self and out")
        s.add([tensor("self", dtype, [17, 33], value_range(dtype))] + scalars(dtype, 4),
              outputs=[{"name": "out", "alias_of": "self"}], what=f"{dtype} in place")
    # Bad input.
    good = lambda dtype="fp32", shape=(4, 5): tensor("self", dtype, list(shape), [-1, 1])
    ok = [scalar("threshold", "fp32", 0), scalar("value", "fp32", 1)]
    bad = [
        ([{"name": "self", "type": "tensor", "null": True}] + ok, None, 161001, "self", "null self"),
        ([good(), {"name": "threshold", "type": "scalar", "null": True}, ok[1]], None, 161001, "threshold", "null threshold"),
        ([good(), ok[0], {"name": "value", "type": "scalar", "null": True}], None, 161001, "value", "null value"),
        ([good()] + ok, [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("fp64")] + ok, None, 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("bool")] + ok, None, 161002, "BOOL", "input dtype BOOL"),
        ([good("complex64")] + ok, None, 161002, None, "input dtype COMPLEX64"),
        ([good("fp32")] + ok, [{"name": "out", "dtype": "int32"}], 161002, "out", "out dtype INT32 for a FLOAT self"),
        ([good("fp16")] + ok, [{"name": "out", "dtype": "fp64"}], 161002, "out", "out dtype DOUBLE"),
        ([good("int8"), scalar("threshold", "int32", 1000), ok[1]], None, 161002, "threshold", "threshold beyond INT8"),
        ([good("uint8"), ok[0], scalar("value", "fp32", -0.5)], None, 161002, "value", "negative value for UINT8"),
        ([good("int32"), scalar("threshold", "fp32", "nan"), ok[1]], None, 161002, "threshold", "NaN threshold for INT32"),
        ([good("fp16"), ok[0], scalar("value", "fp32", 1e6)], None, 161002, "value", "value beyond FLOAT16"),
        ([good(shape=[2] * 9)] + ok, None, 161002, None, "rank 9"),
        ([good(shape=[4, 5])] + ok, [{"name": "out", "shape": [5, 4]}], 161002, "out", "out shape differs"),
        ([tensor("self", "fp32", [4, 5], [-1, 1], storage_shape=[10])] + ok, None, 161002, None, "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("self", "fp32", shape, [-1, 1], **extra)] + ok,
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
