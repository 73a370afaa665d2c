# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnReluGradV2's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)


def suite():
    s = Suite("aclnnReluGradV2", "aclnn_relu_grad_v2", "relu backward from a 1-bit mask")
    dtypes = ["fp32", "fp16", "bf16", "int8", "int32", "uint8"]

    def mask(shape, **extra):
        return dict({"name": "mask", "type": "tensor", "required": True, "dtype": "uint1", "shape": shape,
                     "range_values": None}, **extra)

    for dtype in dtypes:
        for i, shape in enumerate(shapes(30)):
            extra = {"outlier_values": {"values": specials_for(dtype), "ratio": 0.15}} if i % 2 == 0 else {}
            s.add([tensor("gradients", dtype, shape, value_range(dtype, wide=i % 3 == 1), **extra), mask(shape)],
                  what=f"{dtype} rank {len(shape)}")
        for shape in EMPTY_SHAPES + ONE_SHAPES + [[63], [64], [65], [7, 9], [100003]]:
            s.add([tensor("gradients", dtype, shape, value_range(dtype), outlier_values={"values": specials_for(dtype), "ratio": 0.2}),
                   mask(shape)], what=f"{dtype} {shape}")
        for shape in ([6, 9], [3, 4, 5], [2, 3, 2, 3, 2]):
            s.add([tensor("gradients", dtype, shape, value_range(dtype), **transposed(shape)), mask(shape)],
                  what=f"{dtype} transposed gradients")
            s.add([tensor("gradients", dtype, shape, value_range(dtype)), mask(shape)],
                  outputs=[dict({"name": "backprops", "dtype": dtype, "shape": shape}, **sliced(shape))],
                  what=f"{dtype} sliced backprops")
        s.add([tensor("gradients", dtype, [31, 33], value_range(dtype)), mask([31, 33])],
              outputs=[{"name": "backprops", "alias_of": "gradients"}], what=f"{dtype} in place")
        s.add([tensor("gradients", dtype, [5, 13], value_range(dtype)),
               dict(mask([5, 13]), dtype="uint8", storage_shape=[9])], what=f"{dtype} UINT8 mask of packed bytes")
    for dtype, shape in zip(["fp32", "bf16", "int8"], BIG_SHAPES):
        s.add([tensor("gradients", dtype, shape, value_range(dtype)), mask(shape)], what=f"{dtype} large")
    good = lambda dtype="fp32", shape=(4, 5): tensor("gradients", dtype, list(shape), [-1, 1])
    bad = [
        ([{"name": "gradients", "type": "tensor", "null": True}, mask([4, 5])], 161001, "gradients", None, "null gradOutput / gradients"),
        ([good(), {"name": "mask", "type": "tensor", "null": True}], 161001, "mask", None, "null mask"),
        ([good(), mask([4, 5])], 161001, None, [{"name": "backprops", "null": True}], "null out"),
        ([good("int64"), mask([4, 5])], 161002, None, None, "input dtype INT64"),
        ([good("int16"), mask([4, 5])], 161002, None, None, "input dtype INT16"),
        ([good("fp64"), mask([4, 5])], 161002, None, None, "input dtype DOUBLE"),
        ([good(), mask([4, 5])], 161002, None, [{"name": "backprops", "dtype": "fp16"}], "out dtype differs from the input's"),
        ([good(), mask([4, 5])], 161002, None, [{"name": "backprops", "shape": [5, 4]}], "out shape differs"),
        ([good(), mask([4, 4])], 161002, "mask", None, "mask shape"),
        ([good(), dict(mask([4, 5]), dtype="fp16")], 161002, "mask", None, "mask dtype"),
        ([good(), mask([4, 5], strides=[1, 4])], 161002, "mask", None, "strided mask"),
        ([good(), mask([4, 5], storage_shape=[12])], 161002, "mask", None, "mask storage too small"),
        ([good(), dict(mask([4, 5]), dtype="uint8", storage_shape=[2])], 161002, "mask", None, "UINT8 mask with too few bytes"),
        ([good(), mask([4, 5], offset=8, storage_shape=[64])], 161002, "mask", None, "mask with an offset"),
        ([good(shape=[2] * 9), mask([2] * 9)], 161002, None, None, "rank 9"),
        ([good(), mask([4, 5], claimed_storage_shape=[2 ** 40, 2 ** 40])], 161002, "mask", None, "UINT1 mask storage of 2^80 bits"),
    ]
    for inputs, status, msg, outputs, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("gradients", "fp32", shape, [-1, 1], **extra),
                                         mask(shape, **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]})],
                lambda extra: [dict({"name": "backprops"}, **extra)])
    return s
