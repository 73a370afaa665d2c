# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnThresholdBackward's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)


def suite():
    s = Suite("aclnnThresholdBackward", "aclnn_threshold_backward", "torch.ops.aten.threshold_backward")
    dtypes = ["fp32", "fp16", "bf16", "int8", "uint8", "int32", "int64"]
    scalar_dtypes = ["fp32", "fp16", "bf16", "fp64", "int32", "int64", "int8", "uint8"]
    thresholds = [0, 1, -1, 0.5, -2.5, 3, 100, -100, "inf", "-inf", "nan", "-0.0", 1e-40, 70000, -17, 255, 2.9999997615814]

    def thr(dtype, value):
        return {"name": "threshold", "type": "scalar", "required": True, "dtype": dtype, "shape": None,
                "range_values": value}

    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), random thresholds and scalar dtypes, specials mixed in.
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            sd = scalar_dtypes[(i + dtypes.index(dtype)) % len(scalar_dtypes)]
            t = thresholds[(i * 5 + dtypes.index(dtype)) % len(thresholds)]
            extra = {"outlier_values": {"values": specials_for(dtype), "ratio": 0.1}} if i % 2 == 0 else {}
            rv = normal() if (i % 5 == 4 and dtype in ("fp32", "fp16", "bf16")) else value_range(dtype, wide=i % 3 == 2)
            s.add([tensor("gradOutput", dtype, shape, value_range(dtype, wide=True), **extra),
                   tensor("self", dtype, shape, rv, **extra), thr(sd, t)],
                  standard=standard_for(dtype, i), what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add([tensor("gradOutput", dtype, shape, value_range(dtype)), tensor("self", dtype, shape, value_range(dtype)),
                   thr("fp32", 0)], what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "int8"], BIG_SHAPES):
        s.add([tensor("gradOutput", dtype, shape, value_range(dtype)), tensor("self", dtype, shape, value_range(dtype)),
               thr("fp32", 0.25)], what=f"{dtype} large")
    # Broadcasting gradOutput with self.
    pairs = [([4, 5], [5]), ([4, 1], [1, 6]), ([], [3, 3]), ([7, 1, 3], [2, 1]), ([2, 3, 4], [1]),
             ([1, 31], [15, 1]), ([8, 1, 1, 2], [3, 4, 1]), ([5], [])]
    for dtype in dtypes:
        for g, x in pairs:
            s.add([tensor("gradOutput", dtype, g, value_range(dtype)), tensor("self", dtype, x, value_range(dtype)),
                   thr("int32", 0)], what=f"{dtype} broadcast {g} {x}")
    # Non-contiguous inputs and outputs, offsets, in place.
    for dtype in dtypes:
        for shape in ([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2]):
            s.add([tensor("gradOutput", dtype, shape, value_range(dtype), **transposed(shape)),
                   tensor("self", dtype, shape, value_range(dtype), **sliced(shape)), thr("fp32", 1)],
                  what=f"{dtype} transposed/sliced inputs")
            s.add([tensor("gradOutput", dtype, shape, value_range(dtype)), tensor("self", dtype, shape, value_range(dtype))
                   , thr("fp32", -1)], outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced out")
        s.add([tensor("gradOutput", dtype, [17, 33], value_range(dtype)), tensor("self", dtype, [17, 33], value_range(dtype)),
               thr("fp32", 2)], outputs=[{"name": "out", "alias_of": "gradOutput"}], what=f"{dtype} in place")
    # Bad input.
    good = lambda name, dtype="fp32", shape=(4, 5): tensor(name, dtype, list(shape), [-1, 1])
    bad = [
        ([{"name": "gradOutput", "type": "tensor", "null": True}, good("self"), thr("fp32", 0)], 161001, "gradOutput", "null gradOutput / gradients"),
        ([good("gradOutput"), {"name": "self", "type": "tensor", "null": True}, thr("fp32", 0)], 161001, "self", "null self"),
        ([good("gradOutput"), good("self"), {"name": "threshold", "type": "scalar", "null": True}], 161001, "threshold", "null threshold"),
        ([good("gradOutput", "fp32"), good("self", "fp16"), thr("fp32", 0)], 161002, None, "input dtypes differ"),
        ([good("gradOutput", "int16"), good("self", "int16"), thr("fp32", 0)], 161002, "INT16", "input dtype INT16"),
        ([good("gradOutput", "fp64"), good("self", "fp64"), thr("fp32", 0)], 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("gradOutput", "bool"), good("self", "bool"), thr("fp32", 0)], 161002, "BOOL", "input dtype BOOL"),
        ([good("gradOutput", "complex64"), good("self", "complex64"), thr("fp32", 0)], 161002, None, "input dtype COMPLEX64"),
        ([good("gradOutput", shape=[2] * 9), good("self", shape=[2] * 9), thr("fp32", 0)], 161002, None, "rank 9"),
        ([good("gradOutput", shape=[4, 5]), good("self", shape=[4, 6]), thr("fp32", 0)], 161002, None, "input shapes differ and do not broadcast"),
        ([good("gradOutput", shape=[3, 1]), good("self", shape=[1, 3]), thr("fp32", 0)], 161002, None, "out shape is not the broadcast shape", [{"name": "out", "shape": [3, 1]}]),
        ([good("gradOutput"), good("self"), thr("fp32", 0)], 161002, None, "out dtype differs from the input's", [{"name": "out", "dtype": "fp16"}]),
        ([good("gradOutput"), good("self"), thr("fp32", 0)], 161001, None, "null out", [{"name": "out", "null": True}]),
        ([tensor("gradOutput", "fp32", [4, 5], [-1, 1], storage_shape=[10]), good("self"), thr("fp32", 0)], 161002, None, "input view past its storage"),
        ([tensor("gradOutput", "fp32", [4, 5], [-1, 1], strides=[5, 1], offset=7, storage_shape=[20]), good("self"), thr("fp32", 0)], 161002, None, "input offset past its storage"),
    ]
    for entry in bad:
        inputs, status, msg, what = entry[:4]
        outputs = entry[4] if len(entry) > 4 else None
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("gradOutput", "fp32", shape, [-1, 1], **extra),
                                         tensor("self", "fp32", shape, [-1, 1], **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]}),
                                         thr("fp32", 0)],
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
