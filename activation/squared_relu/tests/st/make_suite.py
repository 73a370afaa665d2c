# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnSquaredRelu's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this
file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

# Values whose squares overflow or underflow each dtype, besides the specials every floating suite mixes in.
EDGES = [255.9, 256.0, 1.8446744e19, 1.9e19, 2.4e-4, 1e-4, 3e-23, 1e-23, 1e-3]


def near():
    return {"outlier_values": {"values": specials_for("fp32") + EDGES, "ratio": 0.1}}


def suite():
    s = Suite("aclnnSquaredRelu", "aclnn_squared_relu", "torch.relu(x) * torch.relu(x)")
    dtypes = list(FLOATS)
    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), specials and edges mixed in.
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            rv = normal() if i % 5 == 4 else value_range(dtype, wide=i % 3 == 2)
            s.add([tensor("input", dtype, shape, rv, **near())], standard=standard_for(dtype, i),
                  what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add([tensor("input", dtype, shape, [-8, 8])], what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
        s.add([tensor("input", dtype, shape, [-8, 8])], what=f"{dtype} large")
    # Non-contiguous input and output, offsets, output as input's own view.
    for dtype in dtypes:
        for shape in ([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2]):
            s.add([tensor("input", dtype, shape, [-8, 8], **transposed(shape), **near())],
                  what=f"{dtype} transposed input")
            s.add([tensor("input", dtype, shape, [-8, 8], **sliced(shape))],
                  outputs=[dict({"name": "output", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced input and output")
        s.add([tensor("input", dtype, [17, 33], [-8, 8])], outputs=[{"name": "output", "alias_of": "input"}],
              what=f"{dtype} output is input")
    # Bad input.
    good = lambda dtype="fp32", shape=(4, 5): tensor("input", dtype, list(shape), [-1, 1])
    bad = [
        ([{"name": "input", "type": "tensor", "null": True}], None, 161001, "input", "null input"),
        ([good()], [{"name": "output", "null": True}], 161001, "output", "null output"),
        ([good("fp64")], None, 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("int32")], None, 161002, "INT32", "input dtype INT32"),
        ([good("int8")], None, 161002, "INT8", "input dtype INT8"),
        ([good("bool")], None, 161002, "BOOL", "input dtype BOOL"),
        ([good("complex64")], None, 161002, None, "input dtype COMPLEX64"),
        ([good("fp32")], [{"name": "output", "dtype": "int32"}], 161002, "output", "output dtype INT32"),
        ([good("fp32")], [{"name": "output", "dtype": "fp16"}], 161002, "output", "output dtype not input's"),
        ([good(shape=[2] * 9)], [{"name": "output", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good(shape=[4, 5])], [{"name": "output", "shape": [5, 4]}], 161002, "output", "output shape differs"),
        ([tensor("input", "fp32", [4, 5], [-1, 1], storage_shape=[10])], None, 161002, None,
         "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("input", "fp32", shape, [-1, 1], **extra)],
                lambda extra: [dict({"name": "output"}, **extra)])
    return s
