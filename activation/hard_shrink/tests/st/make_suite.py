# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnHardshrink's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this
file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)

# lambd: PyTorch's default, zero, values no 16-bit float holds, large and tiny ones, specials, negatives (taken
# as 0); and the scalar dtypes a caller may use for them (every one is read as float32).
LAMBDS = [0.5, 0, 0.3, 1, 2.5, -0.5, 1e-30, 100, "nan", "inf", 0.1, 3, "-0.0", -2]


def lambd(i):
    return band_scalar("lambd", LAMBDS, i, wide=(1e-30, 100))


def near(i):
    """Outliers for case i: the specials, and lambd with its negation (the band's bounds)."""
    return band_edges(LAMBDS, i)


def suite():
    s = Suite("aclnnHardshrink", "aclnn_hardshrink", "torch.nn.functional.hardshrink")
    dtypes = list(FLOATS)
    # Every dtype x ranks 0-8 (dims 2^k, 2^k-1), lambd of every scalar dtype, specials and bounds mixed in.
    for dtype in dtypes:
        for i, shape in enumerate(shapes(18)):
            k = i + dtypes.index(dtype)
            rv = normal() if i % 5 == 4 else value_range(dtype, wide=i % 3 == 2)
            s.add([tensor("self", dtype, shape, rv, **near(k)), lambd(k)], standard=standard_for("fp32", i),
                  what=f"{dtype} rank {len(shape)}")
    # Empty and [1] tensors, large tensors (threads, streaming stores).
    for dtype in dtypes:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add([tensor("self", dtype, shape, [-8, 8]), lambd(0)], what=f"{dtype} {shape}")
    for dtype, shape in zip(["fp32", "bf16", "fp16"], BIG_SHAPES):
        s.add([tensor("self", dtype, shape, [-8, 8]), lambd(3)], what=f"{dtype} large")
    # out of another dtype of the list: computed in self's dtype, then converted.
    for src, dst in [("fp16", "fp32"), ("fp32", "bf16"), ("bf16", "fp16"), ("fp32", "fp16"), ("bf16", "fp32"),
                     ("fp16", "bf16")]:
        for i in range(3):
            shape = [37, 11]
            s.add([tensor("self", src, shape, [-8, 8], **near(i)), lambd(i)],
                  outputs=[{"name": "out", "dtype": dst, "shape": shape}], what=f"{src} to {dst} out")
    # Non-contiguous self and out, offsets, out as self's own view.
    for dtype in dtypes:
        for k, shape in enumerate(([6, 9], [3, 4, 5], [31, 2], [2, 3, 2, 3, 2])):
            s.add([tensor("self", dtype, shape, [-8, 8], **transposed(shape)), lambd(k)], what=f"{dtype} transposed self")
            s.add([tensor("self", dtype, shape, [-8, 8], **sliced(shape)), lambd(k + 4)],
                  outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape, 5))],
                  what=f"{dtype} sliced self and out")
        s.add([tensor("self", dtype, [17, 33], [-8, 8]), lambd(2)], outputs=[{"name": "out", "alias_of": "self"}],
              what=f"{dtype} out is self")
    # Bad input.
    good = lambda dtype="fp32", shape=(4, 5): tensor("self", dtype, list(shape), [-1, 1])
    ok = lambd(0)
    bad = [
        ([{"name": "self", "type": "tensor", "null": True}, ok], None, 161001, "self", "null self"),
        ([good(), {"name": "lambd", "type": "scalar", "null": True}], None, 161001, "lambd", "null lambd"),
        ([good(), ok], [{"name": "out", "null": True}], 161001, "out", "null out"),
        ([good("fp64"), ok], None, 161002, "DOUBLE", "input dtype DOUBLE"),
        ([good("int32"), ok], None, 161002, "INT32", "input dtype INT32"),
        ([good("int8"), ok], None, 161002, "INT8", "input dtype INT8"),
        ([good("bool"), ok], None, 161002, "BOOL", "input dtype BOOL"),
        ([good("complex64"), ok], None, 161002, None, "input dtype COMPLEX64"),
        ([good("fp32"), ok], [{"name": "out", "dtype": "int32"}], 161002, "out", "out dtype INT32"),
        ([good("fp32"), ok], [{"name": "out", "dtype": "fp64"}], 161002, "out", "out dtype DOUBLE"),
        ([good(shape=[2] * 9), ok], [{"name": "out", "shape": [2] * 9}], 161002, None, "rank 9"),
        ([good(shape=[4, 5]), ok], [{"name": "out", "shape": [5, 4]}], 161002, "out", "out shape differs"),
        ([tensor("self", "fp32", [4, 5], [-1, 1], storage_shape=[10]), ok], None, 161002, None,
         "input view past its storage"),
    ]
    for inputs, outputs, status, msg, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("self", "fp32", shape, [-1, 1], **extra), ok],
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
