# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""The cases of aclnnHardsigmoidBackward's own suite (tools/accuracy/make_suites.py calls suite() and writes it beside this file)."""
from suite_helpers import *  # noqa: F401,F403 (shapes, tensors, views, Suite, generic_bad)


def suite():
    s = Suite("aclnnHardsigmoidBackward", "aclnn_hardsigmoid_backward", "torch.ops.aten.hardsigmoid_backward")
    floats = ["fp32", "fp16", "bf16"]
    boundary = {"values": ["nan", "inf", "-inf", "-0.0", 0.0, 3.0, -3.0, 2.9999997615814, -2.9999997615814,
                           3.0000002384186, 1e-40, 6e-8], "ratio": 0.2}
    grad_specials = {"values": ["nan", "inf", "-inf", "-0.0", 1e-40, 6e-8, 1e-45, 65504, 3.4e38], "ratio": 0.1}
    grad_large_specials = {"values": ["nan", "inf", "-inf", "-0.0", 65504, 3.4e38], "ratio": 0.1}

    def promote(a, b):
        return a if a == b else "fp32"

    # Every pair x ranks 0-8.
    i = 0
    for g in floats:
        for x in floats:
            for shape in shapes(18):
                standard = standard_for(promote(g, x), i)
                if standard == "single_bm" and promote(g, x) == "fp16":
                    standard = "cv_fused_double_benchmark"  # see below: FLOAT16 subnormal results
                # MERE/MARE fails correct FLOAT16/BF16 results whose exact value lies below the type's
                # normal range (relative error ~1 there), so single_bm cases leave out tiny gradients.
                specials = grad_specials if standard != "single_bm" else grad_large_specials
                s.add([tensor("gradOutput", g, shape, [-10, 10] if i % 4 else normal(), outlier_values=specials),
                       tensor("self", x, shape, [-4, 4], outlier_values=boundary)],
                      standard=standard, what=f"{g},{x} rank {len(shape)}")
                i += 1
    # Every pair x every out dtype (casts after the float32 compute).
    for g in floats:
        for x in floats:
            for out in floats + ["fp64"]:
                for shape in ([129], [7, 31]):
                    s.add([tensor("gradOutput", g, shape, [-1000, 1000], outlier_values=grad_specials),
                           tensor("self", x, shape, [-4, 4], outlier_values=boundary)],
                          outputs=[{"name": "out", "dtype": out}], what=f"{g},{x}->{out}")
    # Empty, [1], large.
    for dtype in floats:
        for shape in EMPTY_SHAPES + ONE_SHAPES:
            s.add([tensor("gradOutput", dtype, shape, [-5, 5]), tensor("self", dtype, shape, [-4, 4])],
                  what=f"{dtype} {shape}")
    for dtype, shape in zip(floats, BIG_SHAPES):
        s.add([tensor("gradOutput", dtype, shape, [-5, 5], outlier_values=grad_specials),
               tensor("self", dtype, shape, [-4, 4], outlier_values=boundary)], what=f"{dtype} large")
    # Denormal-laden gradients, huge gradients, the exact boundary.
    for dtype in floats:
        s.add([tensor("gradOutput", dtype, [4096], [-1e-39, 1e-39]), tensor("self", dtype, [4096], [-3, 3])],
              what=f"{dtype} denormal gradients")
        s.add([tensor("gradOutput", dtype, [64], [3]), tensor("self", dtype, [64], [2.9999997615814])],
              what=f"{dtype} self just below 3")
        s.add([tensor("gradOutput", dtype, [64], [-7]), tensor("self", dtype, [64], [-3])], what=f"{dtype} self = -3")
    # Non-contiguous and in place.
    for g in floats:
        for x in floats:
            for shape in ([6, 9], [3, 4, 5], [2, 3, 2, 3, 2]):
                s.add([tensor("gradOutput", g, shape, [-5, 5], **transposed(shape)),
                       tensor("self", x, shape, [-4, 4], outlier_values=boundary, **sliced(shape))],
                      outputs=[dict({"name": "out", "dtype": promote(g, x), "shape": shape}, **sliced(shape, 1))],
                      what=f"{g},{x} views")
        s.add([tensor("gradOutput", g, [33, 17], [-5, 5]), tensor("self", g, [33, 17], [-4, 4])],
              outputs=[{"name": "out", "alias_of": "gradOutput"}], what=f"{g} in place")
    # Bad input.
    good = lambda name, dtype="fp32", shape=(4, 5): tensor(name, dtype, list(shape), [-1, 1])
    bad = [
        ([{"name": "gradOutput", "type": "tensor", "null": True}, good("self")], 161001, "gradOutput", None, "null gradOutput / gradients"),
        ([good("gradOutput"), {"name": "self", "type": "tensor", "null": True}], 161001, "self", None, "null self"),
        ([good("gradOutput"), good("self")], 161001, None, [{"name": "out", "null": True}], "null out"),
        ([good("gradOutput", "int32"), good("self", "int32")], 161002, None, None, "input dtype INT32"),
        ([good("gradOutput", "fp64"), good("self", "fp64")], 161002, None, None, "input dtype DOUBLE"),
        ([good("gradOutput", "int8"), good("self")], 161002, None, None, "input dtype INT8 (gradOutput only)"),
        ([good("gradOutput"), good("self")], 161002, None, [{"name": "out", "dtype": "int32"}], "out dtype INT32 (no cast from the promoted dtype)"),
        ([good("gradOutput"), good("self")], 161002, None, [{"name": "out", "dtype": "bool"}], "out dtype BOOL (no cast from the promoted dtype)"),
        ([good("gradOutput"), good("self")], 161002, None, [{"name": "out", "dtype": "complex64"}], "out dtype COMPLEX64"),
        ([good("gradOutput", shape=[4, 5]), good("self", shape=[5])], 161002, None, None, "input shapes differ and do not broadcast"),
        ([good("gradOutput"), good("self")], 161002, None, [{"name": "out", "shape": [5, 4]}], "out shape differs"),
        ([good("gradOutput", shape=[1] * 9), good("self", shape=[1] * 9)], 161002, None, None, "rank 9"),
        ([tensor("gradOutput", "fp32", [4, 5], [-1, 1], storage_shape=[19]), good("self")], 161002, None, None, "input view past its storage"),
    ]
    for inputs, status, msg, outputs, what in bad:
        s.add(inputs, outputs=outputs, expected_status=status, msg=msg, what=f"bad input: {what}")
    generic_bad(s, lambda shape, extra: [tensor("gradOutput", "fp32", shape, [-1, 1], **extra),
                                         tensor("self", "fp32", shape, [-1, 1], **{k: v for k, v in extra.items() if k == "storage_shape" and v == [64]})],
                lambda extra: [dict({"name": "out"}, **extra)])
    return s
