# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnHardsigmoid's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this
file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

# Around each piece's edge: -3 and 3 and their neighbours in every float dtype, and 2, 3, 4 for INT32.
EDGES = {"fp32": FLOAT_SPECIALS + [-3.0000002384, 3.0000002384, -2.9999995232, 2.9999995232],
         "fp16": FLOAT_SPECIALS + [2.998046875, 3.001953125, -2.998046875, -3.001953125],
         "bf16": FLOAT_SPECIALS + [2.984375, 3.015625, -2.984375, -3.015625],
         "int32": [2, 3, 4, -3, -2, 0, "inf", "-inf"]}


def suite():
    s = Suite("aclnnHardsigmoid", "aclnn_hard_sigmoid", "torch.nn.functional.hardsigmoid")
    dtypes = ["fp32", "fp16", "bf16", "int32"]
    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), the pieces' edges and specials mixed in.
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            extra = {"outlier_values": {"values": EDGES[dtype], "ratio": 0.2}} if i % 2 == 0 else {}
            rv = normal() if (i % 5 == 4 and dtype in FLOATS) else ([-8, 8] if i % 3 == 0 else value_range(dtype))
            s.add([tensor("self", dtype, shape, rv, **extra)], standard=standard_for(dtype, i),
                  what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add([tensor("self", dtype, shape, [-8, 8])], what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
        s.add([tensor("self", dtype, shape, [-8, 8])], what=f"{dtype} large")
    # Non-contiguous self and out, offsets, in place (out is self).
    for dtype in dtypes:
        for shape in ([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2]):
            s.add([tensor("self", dtype, shape, [-8, 8], **transposed(shape))], what=f"{dtype} transposed self")
            s.add([tensor("self", dtype, shape, [-8, 8], **sliced(shape))],
                  outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced self and out")
        s.add([tensor("self", dtype, [17, 33], [-8, 8])], outputs=[{"name": "out", "alias_of": "self"}],
              what=f"{dtype} in place")
    # Bad input.
    good = lambda dtype="fp32", shape=(4, 5): tensor("self", dtype, list(shape), [-1, 1])
    bad = [
        ([{"name": "self", "type": "tensor", "null": True}], None, 161001, "self", "null self"),
        ([good()], [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("fp64")], None, 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("int8")], None, 161002, "INT8", "input dtype INT8"),
        ([good("int64")], None, 161002, "INT64", "input dtype INT64"),
        ([good("bool")], None, 161002, "BOOL", "input dtype BOOL"),
        ([good("complex64")], None, 161002, None, "input dtype COMPLEX64"),
        ([good("fp32")], [{"name": "out", "dtype": "fp16"}], 161002, "out", "out dtype differs from the input's"),
        ([good("int32")], [{"name": "out", "dtype": "fp32"}], 161002, "out", "INT32 self, FLOAT out"),
        ([good(shape=[2] * 9)], None, 161002, None, "rank 9"),
        ([good(shape=[4, 5])], [{"name": "out", "shape": [5, 4]}], 161002, "out", "out shape differs"),
        ([tensor("self", "fp32", [4, 5], [-1, 1], storage_shape=[10])], None, 161002, None, "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("self", "fp32", shape, [-1, 1], **extra)],
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
