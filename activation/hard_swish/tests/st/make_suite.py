# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnHardswish's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this
file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

# The piece bounds and their neighbours, and values where PyTorch's formula overflows.
EDGES = [3.0, -3.0, 2.9999997615814, -2.9999997615814, 3.0000002384186, -3.0000002384186, 6e37, -6e37, 1e-30]


def near():
    return {"outlier_values": {"values": specials_for("fp32") + EDGES, "ratio": 0.1}}


def suite():
    s = Suite("aclnnHardswish", "aclnn_hardswish", "torch.nn.functional.hardswish")
    dtypes = list(FLOATS)
    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), specials and edges mixed in.
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            rv = normal() if i % 5 == 4 else value_range(dtype, wide=i % 3 == 2)
            s.add([tensor("self", dtype, shape, rv, **near())], standard=standard_for(dtype, i),
                  what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add([tensor("self", dtype, shape, [-8, 8])], what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
        s.add([tensor("self", dtype, shape, [-8, 8])], what=f"{dtype} large")
    # out of another dtype of the list: computed in self's dtype, then converted.
    for src, dst in [("fp16", "fp32"), ("fp32", "bf16"), ("bf16", "fp16"), ("fp32", "fp16"), ("bf16", "fp32"), ("fp16", "bf16")]:
        s.add([tensor("self", src, [37, 11], [-8, 8], **near())], outputs=[{"name": "out", "dtype": dst, "shape": [37, 11]}],
              what=f"{src} to {dst} out")
    # Non-contiguous self and out, offsets, out as self's own view.
    for dtype in dtypes:
        for shape in ([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2]):
            s.add([tensor("self", dtype, shape, [-8, 8], **transposed(shape))], what=f"{dtype} transposed self")
            s.add([tensor("self", dtype, shape, [-8, 8], **sliced(shape))],
                  outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced self and out")
        s.add([tensor("self", dtype, [17, 33], [-8, 8])], outputs=[{"name": "out", "alias_of": "self"}],
              what=f"{dtype} out is self")
    # Bad input.
    good = lambda dtype="fp32", shape=(4, 5): tensor("self", dtype, list(shape), [-1, 1])
    bad = [
        ([{"name": "self", "type": "tensor", "null": True}], None, 161001, "self", "null self"),
        ([good()], [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("fp64")], None, 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("int32")], None, 161002, "INT32", "input dtype INT32"),
        ([good("bool")], None, 161002, "BOOL", "input dtype BOOL"),
        ([good("complex64")], None, 161002, None, "input dtype COMPLEX64"),
        ([good("fp32")], [{"name": "out", "dtype": "int32"}], 161002, "out", "out dtype INT32"),
        ([good(shape=[2] * 9)], [{"name": "out", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good(shape=[4, 5])], [{"name": "out", "shape": [5, 4]}], 161002, "out", "out shape differs"),
        ([tensor("self", "fp32", [4, 5], [-1, 1], storage_shape=[10])], None, 161002, None, "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("self", "fp32", shape, [-1, 1], **extra)],
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
