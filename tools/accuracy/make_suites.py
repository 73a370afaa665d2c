#!/usr/bin/env python3
# Copyright 2026 The aclnn-portable Authors.
# SPDX-License-Identifier: Apache-2.0
"""Writes each operator's own ATK-format suite, activation/<op>/tests/st/aclnn<Op>/portable_aclnn<Op>.json.

The cases are fixed (this script is deterministic); their values are drawn by aclnn-accuracy from its
seed. Fields beyond ATK's (strides, offset, storage_shape, null, outputs, alias_of, expected_status,
outlier_values with a ratio) are described in docs/accuracy_tool.md. Run it again after editing:
    python3 tools/accuracy/make_suites.py
"""
import json
import math
import os
import random

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
rng = random.Random(20261130)

FLOAT_SPECIALS = ["nan", "inf", "-inf", "-0.0", 0.0, 1e-40, -1e-40, 6e-8, 3.0, -3.0, 2.9999997615814, -2.9999997615814]
INT_RANGES = {"int8": [-128, 127], "uint8": [0, 255], "int32": [-2147483648, 2147483647],
              "int64": [-9007199254740992, 9007199254740992]}


def pow2_dims(rank, budget):
    """A shape of `rank` dims, each 2^k or 2^k - 1, with at most `budget` elements."""
    while True:
        dims = []
        for _ in range(rank):
            k = rng.randint(0, 7 if rank <= 2 else (4 if rank <= 4 else 2))
            d = 2 ** k - rng.randint(0, 1) if k > 0 else 1
            dims.append(max(d, 1))
        if math.prod(dims) <= budget:
            return dims


def shapes(count, budget=1 << 17):
    """Shapes over ranks 0-8, in rotation."""
    out = []
    for i in range(count):
        rank = i % 9
        out.append(pow2_dims(rank, budget))
    return out


EMPTY_SHAPES = [[0], [3, 0, 5], [0, 7], [2, 3, 0, 1]]
ONE_SHAPES = [[1], [1, 1], [1, 1, 1, 1, 1, 1, 1, 1]]
BIG_SHAPES = [[1024, 1024], [4096, 1025], [8, 512, 1023]]


def value_range(dtype, wide=False):
    if dtype in INT_RANGES:
        return INT_RANGES[dtype] if wide else [-100, 100] if dtype != "uint8" else [0, 255]
    return [-5, 5] if not wide else [-60000, 60000] if dtype == "fp16" else [-1e30, 1e30]


def tensor(name, dtype, shape, rv, **extra):
    t = {"name": name, "type": "tensor", "required": True, "dtype": dtype, "shape": shape, "range_values": rv}
    t.update(extra)
    return t


def normal():
    return {"name": "nd", "mean": [-5, 5], "std": [0.1, 2]}


def transposed(shape):
    """Column-major strides over `shape` (a transposed view), storage just large enough."""
    strides, step = [], 1
    for d in shape:
        strides.append(step)
        step *= max(d, 1)
    return {"strides": strides, "storage_shape": [max(math.prod(shape), 1)]}


def sliced(shape, offset=3):
    """Every other element of the last dimension, starting `offset` elements in."""
    strides, step = [0] * len(shape), 2
    for i in reversed(range(len(shape))):
        strides[i] = step
        step *= max(shape[i], 1)
    return {"strides": strides, "offset": offset, "storage_shape": [offset + step]}


class Suite:
    def __init__(self, aclnn_name, api_type, torch_name):
        self.cases = []
        self.aclnn_name, self.api_type, self.torch_name = aclnn_name, api_type, torch_name

    def add(self, inputs, standard="bitwise", outputs=None, expected_status=None, msg=None, what=""):
        case = {"id": len(self.cases), "name": f"{self.torch_name} {what}".strip(), "aclnn_name": self.aclnn_name,
                "api_type": self.api_type, "standard": {"acc": standard, "perf": "not_key"}, "inputs": inputs,
                "outputs": outputs, "expected_error_msg": msg}
        if expected_status is not None:
            case["expected_status"] = expected_status
        self.cases.append(case)

    def write(self, op_dir):
        folder = os.path.join(ROOT, "activation", op_dir, "tests", "st", self.aclnn_name)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, f"portable_{self.aclnn_name}.json")
        with open(path, "w") as f:
            f.write("[\n" + ",\n".join(json.dumps(c, separators=(", ", ": ")) for c in self.cases) + "\n]\n")
        print(f"{path}: {len(self.cases)} cases")


def specials_for(dtype):
    return FLOAT_SPECIALS if dtype in ("fp32", "fp16", "bf16") else ["inf", "-inf", 0]


def standard_for(dtype, i):
    if dtype not in ("fp32", "fp16", "bf16"):
        return "bitwise"
    return ["bitwise", "single_bm", "cv_fused_double_benchmark"][i % 3]


def generic_bad(s, build, outputs):
    """Bad input every operator refuses the same way. build(shape, extra) gives the inputs, the first
    tensor carrying `extra`; outputs(extra) the outputs, each carrying `extra` (None: defaults)."""
    huge = [2 ** 31, 2 ** 31, 4]
    cases = [
        (build([4, -5], {}), None, 161002, None, "negative dimension"),
        (build([4, 5], {"strides": [-5, 1], "offset": 15, "storage_shape": [20]}), None, 161002, None, "negative stride"),
        (build([4, 5], {"offset": -1, "storage_shape": [20]}), None, 161002, None, "negative offset"),
        (build([4, 5], {"storage_shape": [-20]}), None, 161002, None, "negative storage dimension"),
        (build(huge, {"storage_shape": [64]}), outputs({"storage_shape": [64]}), 161002, None,
         "shape x strides overflows int64"),
    ]
    for inputs, outs, status, msg, what in cases:
        s.add(inputs, outputs=outs, expected_status=status, msg=msg, what=f"bad input: {what}")
    more = [
        (build([4, 5], {"null_data": True}), None, 161001, None, "null data address of an input"),
        (build([4, 5], {}), outputs({"null_data": True}), 161001, None, "null data address of out"),
        (build([4, 5], {}), outputs({"storage_shape": [7]}), 161002, None, "out view past its storage"),
        (build([4, 5], {}), outputs({"strides": [0, 1], "storage_shape": [20]}), 161002, None,
         "out overlaps itself (stride 0)"),
        (build([4, 5], {}), outputs({"strides": [2, 1], "storage_shape": [20]}), 161002, None,
         "out overlaps itself (interleaved strides)"),
        (build([4, 5], {"storage_shape": [40]}), [{"name": outputs({})[0]["name"], "alias_of": build([1], {})[0]["name"],
                                                   "offset": 3, "shape": [4, 5]}] + outputs({})[1:],
         161002, None, "out partially overlaps an input"),
        (build([4, 5], {}), outputs({"shape": [2] * 9}), 161002, None, "out rank 9"),
    ]
    for inputs, outs, status, msg, what in more:
        s.add(inputs, outputs=outs, expected_status=status, msg=msg, what=f"bad input: {what}")
    for arg in ("workspaceSize", "executor"):
        s.add(build([4, 5], {}), expected_status=161001, msg=arg, what=f"bad input: null {arg}")
        s.cases[-1]["null_call_args"] = [arg]
    # Byte counts past 2^62 (an overflowing byte offset would let a kernel write before the buffer), and
    # ints that are no aclDataType or aclFormat value (C callers can pass any).
    huge_bytes = [
        (build([4, 5], {"claimed_storage_shape": [2 ** 61]}), None, "storage over 2^62 bytes (input)"),
        (build([16], {}), outputs({"shape": [16], "offset": 2 ** 62 - 16, "claimed_storage_shape": [2 ** 62]}),
         "out offset 2^62-16 in a storage of 2^62 FLOAT (byte offset overflows)"),
        (build([4, 5], {"dtype_code": 99}), None, "input dtype 99 (no aclDataType)"),
        (build([4, 5], {"dtype_code": -2 ** 31}), None, "input dtype INT32_MIN (no aclDataType)"),
        (build([4, 5], {"format_code": 99}), None, "input format 99 (no aclFormat)"),
        (build([4, 5], {}), outputs({"format_code": 7777}), "out format 7777 (no aclFormat)"),
    ]
    for inputs, outs, what in huge_bytes:
        s.add(inputs, outputs=outs, expected_status=161002, what=f"bad input: {what}")
    s.add(build([0, 2 ** 40], {}), what="empty tensor with a huge dimension")
    # CANN's example helper gives an empty [2, 0, 3] the strides [0, 3, 1]: valid (it writes nothing).
    s.add(build([2, 0, 3], {"strides": [0, 3, 1]}), outputs=outputs({"shape": [2, 0, 3], "strides": [0, 3, 1]}),
          what="empty tensors with stride 0 (CANN's example strides)")


# --- aclnnThresholdBackward -------------------------------------------------------------------------

def threshold_suite():
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


# --- aclnnHardsigmoidBackward -----------------------------------------------------------------------

def hardsigmoid_suite():
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


# --- aclnnReluV2 / aclnnReluGradV2 ------------------------------------------------------------------

def relu_v2_suite():
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


def relu_grad_v2_suite():
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


if __name__ == "__main__":
    threshold_suite().write("threshold_grad_v2_d")
    hardsigmoid_suite().write("hard_sigmoid_grad")
    relu_v2_suite().write("relu_v2")
    relu_grad_v2_suite().write("relu_grad_v2")
