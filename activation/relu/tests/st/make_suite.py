# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnRelu's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)


def suite():
    s = Suite("aclnnRelu", "aclnn_relu", "torch.relu")
    dtypes = ["fp32", "fp16", "bf16", "int8", "uint8", "int32", "int64"]
    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), specials mixed in.
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            extra = {"outlier_values": {"values": specials_for(dtype), "ratio": 0.1}} if i % 2 == 0 else {}
            rv = normal() if (i % 5 == 4 and dtype in ("fp32", "fp16", "bf16")) else value_range(dtype, wide=i % 3 == 2)
            s.add([tensor("self", dtype, shape, rv, **extra)], standard=standard_for(dtype, i),
                  what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add([tensor("self", dtype, shape, value_range(dtype))], what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "int8"], BIG_SHAPES):
        s.add([tensor("self", dtype, shape, value_range(dtype))], what=f"{dtype} large")
    # Non-contiguous self and out, offsets, in place (out is self).
    for dtype in dtypes:
        for shape in ([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2]):
            s.add([tensor("self", dtype, shape, value_range(dtype), **transposed(shape))], what=f"{dtype} transposed self")
            s.add([tensor("self", dtype, shape, value_range(dtype), **sliced(shape))],
                  outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced self and out")
        s.add([tensor("self", dtype, [17, 33], value_range(dtype))], outputs=[{"name": "out", "alias_of": "self"}],
              what=f"{dtype} in place")
    # Bad input.
    good = lambda dtype="fp32", shape=(4, 5): tensor("self", dtype, list(shape), [-1, 1])
    bad = [
        ([{"name": "self", "type": "tensor", "null": True}], None, 161001, "self", "null self"),
        ([good()], [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("fp64")], None, 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("bool")], None, 161002, "BOOL", "input dtype BOOL"),
        ([good("int16")], None, 161002, "INT16", "input dtype INT16"),
        ([good("complex64")], None, 161002, None, "input dtype COMPLEX64"),
        ([good("fp32")], [{"name": "out", "dtype": "fp16"}], 161002, "out", "out dtype differs from the input's"),
        ([good(shape=[2] * 9)], None, 161002, None, "rank 9"),
        ([good(shape=[4, 5])], [{"name": "out", "shape": [5, 4]}], 161002, "out", "out shape differs"),
        ([tensor("self", "fp32", [4, 5], [-1, 1], storage_shape=[10])], None, 161002, None, "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("self", "fp32", shape, [-1, 1], **extra)],
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
