# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnReluV2's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)


def suite():
    s = Suite("aclnnReluV2", "aclnn_relu_v2", "torch.relu (with mask)")
    dtypes = ["fp32", "fp16", "bf16", "int8", "int32", "uint8", "int64"]
    for dtype in dtypes:
        for i, shape in enumerate(shapes(27)):
            extra = {"outlier_values": {"values": specials_for(dtype), "ratio": 0.15}} if i % 2 == 0 else {}
            rv = normal() if (i % 4 == 3 and dtype in ("fp32", "fp16", "bf16")) else value_range(dtype, wide=i % 3 == 1)
            s.add([tensor("self", dtype, shape, rv, **extra)], what=f"{dtype} rank {len(shape)}")
        for shape in EMPTY_SHAPES + ONE_SHAPES + [[63], [64], [65], [7, 9], [100003]]:
            s.add([tensor("self", dtype, shape, value_range(dtype), outlier_values={"values": specials_for(dtype), "ratio": 0.2})],
                  what=f"{dtype} {shape}")
        for shape in ([6, 9], [3, 4, 5], [2, 3, 2, 3, 2]):
            s.add([tensor("self", dtype, shape, value_range(dtype), **transposed(shape))], what=f"{dtype} transposed self")
            s.add([tensor("self", dtype, shape, value_range(dtype))],
                  outputs=[dict({"name": "out", "dtype": dtype, "shape": shape}, **sliced(shape)), {"name": "mask"}],
                  what=f"{dtype} sliced out")
        s.add([tensor("self", dtype, [31, 33], value_range(dtype))],
              outputs=[{"name": "out", "alias_of": "self"}, {"name": "mask"}], what=f"{dtype} in place")
    for dtype, shape in zip(["fp32", "bf16", "int8"], BIG_SHAPES):
        s.add([tensor("self", dtype, shape, value_range(dtype))], what=f"{dtype} large")
    good = lambda dtype="fp32", shape=(4, 5): tensor("self", dtype, list(shape), [-1, 1])
    bad = [
        ([{"name": "self", "type": "tensor", "null": True}], 161001, "self", None, "null self"),
        ([good()], 161001, None, [{"name": "out", "null": True}, {"name": "mask"}], "null out"),
        ([good()], 161001, None, [{"name": "out"}, {"name": "mask", "null": True}], "null mask"),
        ([good("int16")], 161002, None, None, "input dtype INT16"),
        ([good("fp64")], 161002, None, None, "input dtype DOUBLE"),
        ([good("bool")], 161002, None, None, "input dtype BOOL"),
        ([good()], 161002, None, [{"name": "out", "dtype": "fp16"}, {"name": "mask"}], "out dtype differs from the input's"),
        ([good()], 161002, None, [{"name": "out", "shape": [5, 4]}, {"name": "mask"}], "out shape differs"),
        ([good()], 161002, "mask", [{"name": "out"}, {"name": "mask", "shape": [4, 4]}], "mask shape"),
        ([good()], 161002, "mask", [{"name": "out"}, {"name": "mask", "dtype": "fp32"}], "mask dtype"),
        ([good()], 161002, "mask", [{"name": "out"}, {"name": "mask", "dtype": "uint1", "strides": [1, 4]}], "strided mask"),
        ([good()], 161002, "mask", [{"name": "out"}, {"name": "mask", "dtype": "uint1", "storage_shape": [19]}], "mask storage too small"),
        ([good()], 161002, "mask", [{"name": "out"}, {"name": "mask", "dtype": "uint8", "storage_shape": [2]}], "UINT8 mask with too few bytes"),
        ([good(shape=[2] * 9)], 161002, None, None, "rank 9"),
        ([good()], 161002, "mask", [{"name": "out"}, {"name": "mask", "dtype": "uint1", "claimed_storage_shape": [2 ** 40, 2 ** 40]}],
         "UINT1 mask storage of 2^80 bits"),
    ]
    for inputs, status, msg, outputs, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("self", "fp32", shape, [-1, 1], **extra)],
                lambda extra: [dict({"name": "out"}, **extra),
                               dict({"name": "mask"}, **({"storage_shape": [64]} if extra.get("storage_shape") == [64] else {}))])
    return s
